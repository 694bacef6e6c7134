import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  type Fetch,
  normalizeRestPath,
  readPreloadEntry,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's answer to a write whose nonce expired. */
function nonceRefused(): Response {
  return jsonResponse(403, {
    code: 'rest_cookie_invalid_nonce',
    message: 'Cookie check failed',
    data: { status: 403 },
  });
}

function clientWith(fetch: Fetch, preload: Record<string, unknown> = {}) {
  return createApiClient({
    restRoot: '/wp-json/',
    restNonce: 'first-nonce',
    adminUrl: '/wp-admin/',
    preload,
    fetch,
  });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers = init?.headers;
  return typeof headers === 'object' && !(headers instanceof Headers) && !Array.isArray(headers)
    ? headers
    : {};
}

describe('normalizeRestPath', () => {
  it('adds the leading slash and sorts the query', () => {
    expect(normalizeRestPath('wp/v2/types?per_page=-1&context=edit')).toBe(
      '/wp/v2/types?context=edit&per_page=-1',
    );
    expect(normalizeRestPath('/wp/v2/users/me')).toBe('/wp/v2/users/me');
  });
});

describe('createApiClient', () => {
  it('answers a preloaded read once, then asks the server', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(jsonResponse(200, { from: 'server' })));
    const client = clientWith(fetch, { '/wp/v2/types?context=edit&per_page=-1': { from: 'page' } });
    expect(await client.get('/wp/v2/types?per_page=-1&context=edit')).toEqual({ from: 'page' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.get('/wp/v2/types?per_page=-1&context=edit')).toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledWith(
      '/wp-json/wp/v2/types?context=edit&per_page=-1',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends writes as JSON with the nonce', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(jsonResponse(200, { id: 1 })));
    const client = clientWith(fetch);
    expect(await client.post('/wp/v2/users/me', { meta: {} })).toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/wp/v2/users/me');
    expect(init?.body).toBe('{"meta":{}}');
    expect(headersOf(init)).toMatchObject({
      'X-WP-Nonce': 'first-nonce',
      'Content-Type': 'application/json',
    });
  });

  it('sends the previewed theme with every request', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(jsonResponse(200, [])));
    const client = createApiClient({
      restRoot: '/wp-json/',
      restNonce: 'n',
      adminUrl: '/wp-admin/',
      fetch,
      themePreview: 'quarry',
    });
    await client.get('/wp/v2/templates?context=edit');
    await client.post('/wp/v2/templates', { slug: 'x' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/wp-json/wp/v2/templates?context=edit&wp_theme_preview=quarry',
      '/wp-json/wp/v2/templates?wp_theme_preview=quarry',
    ]);
  });

  it('turns the standard error body into an ApiError', async () => {
    const fetch = vi.fn<Fetch>(() =>
      Promise.resolve(
        jsonResponse(403, {
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: { status: 403 },
        }),
      ),
    );
    const error = await clientWith(fetch)
      .get('/wp/v2/settings')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      status: 403,
    });
  });

  it('reports a body that is not JSON', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(new Response('<html>oops</html>')));
    await expect(clientWith(fetch).get('/wp/v2/settings')).rejects.toMatchObject({
      code: 'invalid_json',
    });
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(clientWith(fetch).get('/wp/v2/settings')).rejects.toMatchObject({
      code: 'fetch_error',
      status: 0,
    });
  });

  it('refreshes an expired nonce once and retries the write', async () => {
    const fetch = vi.fn<Fetch>((url, init) => {
      if (url === '/wp-admin/admin-ajax.php?action=rest-nonce') {
        return Promise.resolve(new Response('fresh-nonce'));
      }
      if (headersOf(init)['X-WP-Nonce'] === 'fresh-nonce') {
        return Promise.resolve(jsonResponse(200, { saved: true }));
      }
      return Promise.resolve(nonceRefused());
    });
    const client = clientWith(fetch);
    expect(await client.post('/wp/v2/users/me', {})).toEqual({ saved: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('renews the nonce once for two refused writes and a co-editing connection at once', async () => {
    const renewals: string[] = [];
    const fetch = vi.fn<Fetch>((url, init) => {
      if (url === '/wp-admin/admin-ajax.php?action=rest-nonce') {
        renewals.push(url);
        return Promise.resolve(new Response('fresh-nonce'));
      }
      if (headersOf(init)['X-WP-Nonce'] === 'fresh-nonce') {
        return Promise.resolve(jsonResponse(200, { saved: url }));
      }
      return Promise.resolve(nonceRefused());
    });
    const client = clientWith(fetch);
    expect(client.nonce()).toBe('first-nonce');
    const [first, second, connection] = await Promise.all([
      client.post('/wp/v2/pages/1', {}),
      client.post('/wp/v2/pages/2', {}),
      client.renewNonce(),
    ]);
    expect(first).toEqual({ saved: '/wp-json/wp/v2/pages/1' });
    expect(second).toEqual({ saved: '/wp-json/wp/v2/pages/2' });
    expect(connection).toBe('fresh-nonce');
    expect(client.nonce()).toBe('fresh-nonce');
    expect(renewals).toHaveLength(1);
  });

  it('resends a write refused after someone else renewed the nonce, with no second renewal', async () => {
    let renewals = 0;
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const fetch = vi.fn<Fetch>(async (url, init) => {
      if (url === '/wp-admin/admin-ajax.php?action=rest-nonce') {
        renewals += 1;
        return new Response('fresh-nonce');
      }
      if (headersOf(init)['X-WP-Nonce'] === 'fresh-nonce') return jsonResponse(200, { ok: 1 });
      // The write sent with the old nonce is refused only after the renewal below finished.
      await refused;
      return nonceRefused();
    });
    const client = clientWith(fetch);
    const write = client.post('/wp/v2/pages/3', {});
    expect(await client.renewNonce()).toBe('fresh-nonce');
    refuse();
    expect(await write).toEqual({ ok: 1 });
    expect(renewals).toBe(1);
  });

  it('renewNonce gives null when the session has no nonce (logged out)', async () => {
    const client = clientWith(() => Promise.resolve(new Response('0')));
    expect(await client.renewNonce()).toBeNull();
    expect(client.nonce()).toBe('first-nonce');
  });
});

describe('uploads and downloads', () => {
  it('upload a form with the nonce, refreshing an expired one once', async () => {
    const sent: RequestInit[] = [];
    const fetch = vi.fn<Fetch>((url, init) => {
      if (url === '/wp-admin/admin-ajax.php?action=rest-nonce') {
        return Promise.resolve(new Response('fresh-nonce'));
      }
      sent.push(init);
      if (headersOf(init)['X-WP-Nonce'] === 'fresh-nonce') {
        return Promise.resolve(jsonResponse(201, { id: 7, source_url: '/wp-content/a.png' }));
      }
      return Promise.resolve(nonceRefused());
    });
    const form = new FormData();
    form.append('file', new Blob(['png']), 'a.png');
    const client = clientWith(fetch);
    expect(await client.upload('/wp/v2/media', form)).toEqual({
      id: 7,
      source_url: '/wp-content/a.png',
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toBe(form);
    expect(sent[1]?.method).toBe('POST');
    expect(headersOf(sent[1])['Content-Type']).toBeUndefined();
  });

  it('download a file with its headers', async () => {
    const fetch = vi.fn<Fetch>(() =>
      Promise.resolve(
        new Response('zip bytes', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="loom.zip"' },
        }),
      ),
    );
    const file = await clientWith(fetch).download('/wp-block-editor/v1/export');
    expect(await file.blob.text()).toBe('zip bytes');
    expect(file.header('content-disposition')).toBe('attachment; filename="loom.zip"');
    expect(fetch.mock.calls[0]?.[0]).toBe('/wp-json/wp-block-editor/v1/export');
  });

  it('turn a refused download into an ApiError', async () => {
    const fetch = vi.fn<Fetch>(() =>
      Promise.resolve(
        jsonResponse(400, {
          code: 'theme_not_block_theme',
          message: 'Only block themes can be exported.',
          data: { status: 400 },
        }),
      ),
    );
    const refused = clientWith(fetch).download('/wp-block-editor/v1/export');
    await expect(refused).rejects.toEqual(
      new ApiError('theme_not_block_theme', 'Only block themes can be exported.', 400),
    );
  });
});

describe('preloaded answers', () => {
  it('take a bare body or WordPress’s { body, headers } with the ETag', async () => {
    expect(readPreloadEntry([{ id: 1 }])).toEqual({ body: [{ id: 1 }], headers: {} });
    expect(readPreloadEntry({ body: { id: 1 }, headers: { ETag: '"1-1"' } })).toEqual({
      body: { id: 1 },
      headers: { etag: '"1-1"' },
    });
    expect(readPreloadEntry({ body: 'x', headers: {}, extra: 1 }).body).toEqual({
      body: 'x',
      headers: {},
      extra: 1,
    });

    const fetch = vi.fn<Fetch>(() => Promise.reject(new Error('no request expected')));
    const client = clientWith(fetch, {
      '/wp/v2/pages/7?context=edit': { body: { id: 7 }, headers: { ETag: '"7-3"' } },
    });
    const answer = await client.request<{ id: number }>({
      method: 'GET',
      path: '/wp/v2/pages/7?context=edit',
    });
    expect(answer.body).toEqual({ id: 7 });
    expect(answer.header('etag')).toBe('"7-3"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answer with response headers from the server', async () => {
    const fetch = vi.fn<Fetch>(() =>
      Promise.resolve(
        new Response('[]', { status: 200, headers: { 'X-WP-TotalPages': '3', ETag: '"x"' } }),
      ),
    );
    const answer = await clientWith(fetch).request({
      method: 'POST',
      path: '/wp/v2/pages/7',
      body: { title: 'A' },
      headers: { 'If-Match': '"7-3"' },
    });
    expect(answer.header('x-wp-totalpages')).toBe('3');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(headersOf(init)).toMatchObject({ 'If-Match': '"7-3"', 'X-WP-Nonce': 'first-nonce' });
  });
});
