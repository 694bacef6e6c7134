// Reading a V8 CPU profile of the server (`.cpuprofile`): busy time (everything but idle and the
// profiler starting itself, which `cpu-profile.mjs` does inside the first profiled request) and
// where it went, by function: self time, and inclusive time counted once per sample however often
// the function is on its stack (recursion).

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionTime {
  /** `name (file:line)`, or the V8 pseudo-frame's name ("(garbage collector)"). */
  name: string;
  /** Milliseconds. */
  self: number;
  inclusive: number;
}

export interface ProfileSummary {
  /**
   * Milliseconds the profile lasted, and of them the ones the thread was busy (not idle, not
   * starting the profiler).
   */
  total: number;
  busy: number;
  functions: FunctionTime[];
  /** Busy milliseconds by where the sampled frame's code lives ({@link packageOf}), largest first. */
  packages: { name: string; self: number }[];
}

/**
 * Where a frame's code lives: the npm package (`fastify`, `@fastify/compress`), `atelier` for
 * the server bundle, `node` for Node's own JavaScript, or the V8 pseudo-frame's name (`writev`,
 * `(garbage collector)`, `(program)`): native work has no file.
 */
export function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName || '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  if (url.endsWith('main.mjs')) return 'atelier';
  return url.slice(url.lastIndexOf('/') + 1);
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (url === '') return functionName || '(anonymous)';
  const file = url.slice(url.lastIndexOf('/') + 1);
  return `${functionName || '(anonymous)'} (${file}:${lineNumber + 1})`;
}

/** Busy time and the time of every function of a profile, the busiest (self) first. */
export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    // A sample's delta is the time since the previous one: it belongs to this sample.
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const node = byId.get(id);
    if (node === undefined) return;
    const name = frameName(node);
    const onStack = new Set<string>();
    let profiler = false;
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = byId.get(at);
      if (frame === undefined) continue;
      onStack.add(frameName(frame));
      if (frame.callFrame.url === 'node:inspector') profiler = true;
    }
    if (name === '(idle)' || profiler) {
      idle += ms;
      return;
    }
    self.set(name, (self.get(name) ?? 0) + ms);
    const where = packageOf(node.callFrame.url, node.callFrame.functionName);
    packages.set(where, (packages.get(where) ?? 0) + ms);
    for (const frame of onStack) inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
  });
  const functions = [...inclusive].map(([name, time]) => ({
    name,
    self: self.get(name) ?? 0,
    inclusive: time,
  }));
  functions.sort((a, b) => b.self - a.self);
  const byPackage = [...packages].map(([name, time]) => ({ name, self: time }));
  byPackage.sort((a, b) => b.self - a.self);
  return { total, busy: total - idle, functions, packages: byPackage };
}

/** The functions whose name (without its place) is one of `names`, summed per name. */
export function timesOf(summary: ProfileSummary, names: readonly string[]): FunctionTime[] {
  return names.map((name) => {
    const matching = summary.functions.filter(
      (f) => f.name === name || f.name.startsWith(`${name} (`),
    );
    // Several functions of one name (e.g. two modules' `render`): each is reported as its own
    // stack frames, so their inclusive times may overlap; the largest one is shown.
    return {
      name,
      self: matching.reduce((sum, f) => sum + f.self, 0),
      inclusive: Math.max(0, ...matching.map((f) => f.inclusive)),
    };
  });
}
