import {
  type ApiClient,
  type ApiRequest,
  type ApiResponse,
  type PreloadedAnswer,
  readPreloadEntry,
} from './api-client';

/** One request the fake server saw. */
/** The nonce the fake client says its writes carry. */
const FAKE_NONCE = 'fake-nonce';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeHandler = (request: SeenRequest) =>
  | {
      body: unknown;
      headers?: Record<string, string>;
    }
  | Promise<{ body: unknown; headers?: Record<string, string> }>;

/**
 * A REST client for unit tests: answers from handlers keyed by `METHOD path` (path without query
 * first, then with it), remembers every request, and serves preloaded bodies like the real one.
 */
export function createFakeRest(
  handlers: Record<string, FakeHandler>,
  preload: Record<string, unknown> = {},
) {
  const seen: SeenRequest[] = [];
  const preloaded = new Map(Object.entries(preload));

  async function request<T>({
    method,
    path,
    body,
    headers = {},
  }: ApiRequest): Promise<ApiResponse<T>> {
    if (method === 'GET') {
      const hit = takePreloaded(path);
      if (hit.found) return { body: hit.body as T, header: (name) => hit.headers[name] ?? null };
    }
    const seenRequest = { method, path, body, headers };
    seen.push(seenRequest);
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${path.split('?')[0]}`];
    if (handler === undefined) throw new Error(`No fake answer for ${method} ${path}`);
    const answer = await handler(seenRequest);
    const answerHeaders = new Map(
      Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    // The test names the shape of the body it serves.
    return { body: answer.body as T, header: (name) => answerHeaders.get(name) ?? null };
  }

  function takePreloaded(path: string): PreloadedAnswer {
    if (!preloaded.has(path)) return { found: false, body: undefined, headers: {} };
    const entry = preloaded.get(path);
    preloaded.delete(path);
    return { found: true, ...readPreloadEntry(entry) };
  }

  const client: ApiClient = {
    get: async <T>(path: string) => (await request<T>({ method: 'GET', path })).body,
    post: async <T>(path: string, body: unknown) =>
      (await request<T>({ method: 'POST', path, body })).body,
    request,
    takePreloaded,
    upload: async <T>(path: string, form: FormData) =>
      (await request<T>({ method: 'POST', path, body: form })).body,
    download: async (path: string) => {
      const response = await request<unknown>({ method: 'GET', path });
      const body = response.body;
      const blob = body instanceof Blob ? body : new Blob([JSON.stringify(body)]);
      return { blob, header: response.header };
    },
    nonce: () => FAKE_NONCE,
    renewNonce: async () => FAKE_NONCE,
  };
  return { client, seen };
}
