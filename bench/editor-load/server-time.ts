import type { APIRequestContext, Browser } from '@playwright/test';
import type { EditorTarget } from './targets.js';

/** The editor page's server response with `canvas=edit`, request to last byte, in three cases. */
export interface ServerTime {
  /** The first load of a new session (a page made for it, the site unchanged). */
  firstMs: number;
  /** The median of repeat loads in that session, nothing changed in between. */
  repeatMs: number;
  /** The median of loads that each follow a write (the site's tagline saved through the REST API). */
  afterWriteMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The REST nonce a site editor page carries: Atelier's bootstrap blob, or WordPress's apiFetch. */
function restNonce(html: string): string | undefined {
  return (
    /"restNonce":"([^"]+)"/.exec(html)?.[1] ?? /createNonceMiddleware\(\s*"([^"]+)"/.exec(html)?.[1]
  );
}

async function timedLoad(request: APIRequestContext, path: string) {
  const started = performance.now();
  const response = await request.get(path);
  const html = (await response.body()).toString('utf8');
  return { ms: performance.now() - started, html };
}

/**
 * Times the editor page from the same logged-in context with nothing else loading: its first
 * load, `repeats` repeat loads, then `writes` loads each right after a write.
 */
export async function measureServerTime(
  browser: Browser,
  target: EditorTarget,
  repeats: number,
  writes: number,
): Promise<ServerTime> {
  const context = await browser.newContext({ baseURL: target.baseURL });
  try {
    await target.logIn(await context.newPage());
    const first = await timedLoad(context.request, target.editorPath);
    const nonce = restNonce(first.html) ?? '';
    const repeated: number[] = [];
    for (let run = 0; run < repeats; run++) {
      repeated.push((await timedLoad(context.request, target.editorPath)).ms);
    }
    const afterWrite: number[] = [];
    for (let run = 0; run < writes; run++) {
      const saved = await context.request.post('/wp-json/wp/v2/settings', {
        headers: { 'X-WP-Nonce': nonce },
        data: { description: `Tagline ${run} of the server-time bench` },
      });
      if (!saved.ok()) throw new Error(`${target.name}: the write answered ${saved.status()}`);
      afterWrite.push((await timedLoad(context.request, target.editorPath)).ms);
    }
    return { firstMs: first.ms, repeatMs: median(repeated), afterWriteMs: median(afterWrite) };
  } finally {
    await context.close();
  }
}
