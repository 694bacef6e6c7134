import type { NormalNode } from './normalize-html';

function describe(node: NormalNode | undefined): string {
  if (node === undefined) return 'nothing';
  return node.kind === 'text' ? `text "${node.text}"` : `<${node.name}>`;
}

/**
 * Compares two normalised trees; returns `null` when they match, else the first difference
 * as a sentence a person can act on.
 */
export function firstDifference(
  expected: readonly NormalNode[],
  actual: readonly NormalNode[],
  path = '',
): string | null {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index += 1) {
    const want = expected[index];
    const got = actual[index];
    if (want === undefined || got === undefined || want.kind !== got.kind) {
      return `Expected ${describe(want)}${path} but found ${describe(got)}.`;
    }
    if (want.kind === 'text' && got.kind === 'text') {
      if (want.text !== got.text)
        return `Expected text "${want.text}"${path} but found "${got.text}".`;
      continue;
    }
    if (want.kind !== 'element' || got.kind !== 'element') continue;
    if (want.name !== got.name) return `Expected <${want.name}>${path} but found <${got.name}>.`;
    const wantAttributes = JSON.stringify(want.attributes);
    const gotAttributes = JSON.stringify(got.attributes);
    if (wantAttributes !== gotAttributes) {
      const format = (list: [string, string][]): string =>
        list.map(([name, value]) => `${name}="${value}"`).join(' ') || 'no attributes';
      return `Expected <${want.name}> with ${format(want.attributes)}${path} but found ${format(got.attributes)}.`;
    }
    const inner = firstDifference(want.children, got.children, ` inside <${want.name}>${path}`);
    if (inner !== null) return inner;
  }
  return null;
}
