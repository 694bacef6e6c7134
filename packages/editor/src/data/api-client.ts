/**
 * A small client for the REST API (`restRoot + 'wp/v2/…'`). Reads are answered from the bootstrap
 * preload once, then from the network; writes carry the `X-WP-Nonce` header. Failures become an
 * `ApiError` built from the standard error body `{code, message, data: {status}}`.
 */

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** e.g. `/wp-json/` */
  restRoot: string;
  restNonce: string;
  /** e.g. `/wp-admin/`; used to refresh an expired nonce through admin-ajax.php. */
  adminUrl: string;
  /** Responses from the bootstrap blob, keyed by REST path with query. */
  preload?: Record<string, unknown>;
  fetch?: Fetch;
  /**
   * The theme being previewed (`wp_theme_preview`), sent with every request so templates, parts,
   * patterns and styles come from that theme rather than the active one.
   */
  themePreview?: string | null;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** REST path with query, e.g. `/wp/v2/templates/loom//home?context=edit`. */
  path: string;
  body?: unknown;
  /** Extra request headers, e.g. `If-Match`. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (a last save while the page goes away). */
  keepalive?: boolean;
}

/** A response body with the headers the data layer reads (ETag, X-WP-Total, X-WP-TotalPages). */
export interface ApiResponse<T> {
  body: T;
  /** Header value by lower-case name, or null. Preloaded answers have no headers. */
  header(name: string): string | null;
}

export interface ApiClient {
  /** GET a REST path such as `/wp/v2/types?context=edit`. */
  get<T>(path: string): Promise<T>;
  /** POST JSON to a REST path. */
  post<T>(path: string, body: unknown): Promise<T>;
  /** Any request, answered with body and headers; a preloaded GET is answered without a request. */
  request<T>(request: ApiRequest): Promise<ApiResponse<T>>;
  /** The bootstrap's answer for a GET path, used once; `found: false` when there is none. */
  takePreloaded(path: string): PreloadedAnswer;
  /** POST a multipart form (a file upload) to a REST path, with the nonce (refreshed once). */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** GET a file (the site export): its bytes and headers; a failure is an `ApiError`. */
  download(path: string): Promise<ApiDownload>;
  /** The REST nonce writes carry now (renewed after the server refused an expired one). */
  nonce(): string;
  /**
   * Asks the server for the session's current nonce and keeps it: the nonce, or null when there
   * is none (logged out). Calls made while one is under way share its request, so a refused write
   * and a refused co-editing connection renew it once.
   */
  renewNonce(): Promise<string | null>;
}

/** A file the server sent: its bytes and the headers (Content-Disposition names it). */
export interface ApiDownload {
  blob: Blob;
  /** Header value by lower-case name, or null. */
  header(name: string): string | null;
}

/** A preloaded answer: its body and headers (an ETag lets the first save send If-Match). */
export interface PreloadedAnswer {
  found: boolean;
  body: unknown;
  headers: Readonly<Record<string, string>>;
}

/**
 * Reads one preload entry: a bare body, or `{ body, headers }` as WordPress's preloading writes
 * it (the only way to hand over an ETag with the record).
 */
export function readPreloadEntry(entry: unknown): Omit<PreloadedAnswer, 'found'> {
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
    const body = 'body' in entry ? entry.body : undefined;
    const headers = 'headers' in entry ? entry.headers : undefined;
    const isWrapped =
      Object.keys(entry).length === 2 &&
      body !== undefined &&
      typeof headers === 'object' &&
      headers !== null &&
      !Array.isArray(headers);
    if (isWrapped) {
      const names = Object.entries(headers).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      );
      return {
        body,
        headers: Object.fromEntries(names.map(([name, value]) => [name.toLowerCase(), value])),
      };
    }
  }
  return { body: entry, headers: {} };
}

const INVALID_JSON_MESSAGE = 'The response is not a valid JSON response.';
const OFFLINE_MESSAGE = 'You are probably offline.';

/** Puts a REST path in one shape (leading slash, sorted query) so preload keys match requests. */
export function normalizeRestPath(path: string): string {
  const [pathname = '', query = ''] = path.split('?', 2);
  const trimmed = `/${pathname.replace(/^\/+/, '')}`;
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted === '' ? trimmed : `${trimmed}?${sorted}`;
}

function isErrorBody(value: unknown): value is { code: string; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const body: { code?: unknown; message?: unknown } = value;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json', INVALID_JSON_MESSAGE, response.status);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const root = options.restRoot.endsWith('/') ? options.restRoot : `${options.restRoot}/`;
  const preload = new Map<string, unknown>();
  for (const [key, body] of Object.entries(options.preload ?? {})) {
    preload.set(normalizeRestPath(key), body);
  }
  let nonce = options.restNonce;

  const previewQuery = options.themePreview
    ? `wp_theme_preview=${encodeURIComponent(options.themePreview)}`
    : '';
  const urlFor = (path: string) => {
    const url = root + normalizeRestPath(path).slice(1);
    if (!previewQuery) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${previewQuery}`;
  };

  async function send(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
    keepalive = false,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (method !== 'GET') headers['X-WP-Nonce'] = nonce;
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (keepalive) init.keepalive = true;
    if (body instanceof FormData) {
      // The browser writes the multipart Content-Type with its boundary.
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    try {
      return await doFetch(urlFor(path), init);
    } catch {
      throw new ApiError('fetch_error', OFFLINE_MESSAGE, 0);
    }
  }

  /** Asks the server for the nonce of the current session (it changes when the session renews). */
  async function fetchNonce(): Promise<boolean> {
    try {
      const response = await doFetch(`${options.adminUrl}admin-ajax.php?action=rest-nonce`, {
        method: 'GET',
        credentials: 'same-origin',
      });
      const text = (await response.text()).trim();
      if (!response.ok || text === '' || text === '0') return false;
      nonce = text;
      return true;
    } catch {
      return false;
    }
  }

  let renewing: Promise<boolean> | null = null;
  /** `fetchNonce`, one request at a time: callers meanwhile share the one under way. */
  function refreshNonce(): Promise<boolean> {
    renewing ??= fetchNonce().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    return (await requestWithHeaders<T>(method, path, body, headers)).body;
  }

  /** Sends a request; a write refused for an expired nonce is sent once more with a fresh one. */
  async function sendWithFreshNonce(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    keepalive = false,
  ): Promise<Response> {
    const sent = nonce;
    const response = await send(method, path, body, headers, keepalive);
    if (response.status === 403 && method !== 'GET') {
      const payload = await readJson(response.clone()).catch(() => null);
      if (isErrorBody(payload) && payload.code === 'rest_cookie_invalid_nonce') {
        // Renewed meanwhile (by another write or the co-editing connection): no second request.
        if (nonce !== sent || (await refreshNonce())) {
          return send(method, path, body, headers, keepalive);
        }
      }
    }
    return response;
  }

  function failure(response: Response, payload: unknown): ApiError {
    if (isErrorBody(payload)) return new ApiError(payload.code, payload.message, response.status);
    return new ApiError(
      'unknown_error',
      `The server answered ${response.status}.`,
      response.status,
    );
  }

  async function requestWithHeaders<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    keepalive = false,
  ): Promise<ApiResponse<T>> {
    const response = await sendWithFreshNonce(method, path, body, headers, keepalive);
    const payload = await readJson(response);
    if (!response.ok) throw failure(response, payload);
    const responseHeaders = response.headers;
    // The caller names the shape it expects; the REST route defines it.
    return { body: payload as T, header: (name) => responseHeaders.get(name) };
  }

  /** Takes a preloaded answer for a GET (each is used once, so later reads see fresh data). */
  function takePreloaded(path: string): PreloadedAnswer {
    const key = normalizeRestPath(path);
    if (!preload.has(key)) return { found: false, body: undefined, headers: {} };
    const entry = preload.get(key);
    preload.delete(key);
    return { found: true, ...readPreloadEntry(entry) };
  }

  return {
    get<T>(path: string) {
      const preloaded = takePreloaded(path);
      if (preloaded.found) return Promise.resolve(preloaded.body as T);
      return request<T>('GET', path);
    },
    post<T>(path: string, body: unknown) {
      return request<T>('POST', path, body);
    },
    request<T>({ method, path, body, headers, keepalive }: ApiRequest) {
      if (method === 'GET') {
        const preloaded = takePreloaded(path);
        if (preloaded.found) {
          const { headers: preloadedHeaders } = preloaded;
          return Promise.resolve({
            body: preloaded.body as T,
            header: (name: string) => preloadedHeaders[name.toLowerCase()] ?? null,
          });
        }
      }
      return requestWithHeaders<T>(method, path, body, headers, keepalive);
    },
    takePreloaded,
    upload<T>(path: string, form: FormData) {
      return request<T>('POST', path, form);
    },
    async download(path: string) {
      const response = await sendWithFreshNonce('GET', path);
      if (!response.ok) throw failure(response, await readJson(response).catch(() => null));
      const blob = await response.blob();
      return { blob, header: (name: string) => response.headers.get(name) };
    },
    nonce: () => nonce,
    async renewNonce() {
      return (await refreshNonce()) ? nonce : null;
    },
  };
}
