import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A preloaded REST answer as the editor's client reads it: the body and the headers it needs. */
export interface PreloadedAnswer {
  body: unknown;
  headers: Record<string, string>;
}

const KEPT_HEADERS = ['etag', 'x-wp-total', 'x-wp-totalpages'] as const;

/** REST paths (with their query, as the editor's store asks for them) the first screen of a location reads. */
export function preloadPaths(location: URLSearchParams): string[] {
  // The editor writes template ids `theme//slug` as two path segments, as its router does.
  const [area, ...rest] = (location.get('p') ?? '/').split('/').filter(Boolean);
  const paths: string[] = [];
  const bases: Record<string, string> = {
    wp_template: 'templates',
    wp_template_part: 'template-parts',
    page: 'pages',
  };
  const base = area ? bases[area] : undefined;
  if (!base) return paths;
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'all')) {
    if (area !== 'page') paths.push(`/wp/v2/${base}?context=edit&per_page=-1`);
  } else if (area === 'page' && rest.length === 1 && /^\d+$/.test(rest[0] ?? '')) {
    paths.push(`/wp/v2/pages/${rest[0]}?context=edit`);
  } else if (area !== 'page' && rest.length === 2) {
    paths.push(`/wp/v2/${base}/${rest[0]}//${rest[1]}?context=edit`);
  }
  return paths;
}

/**
 * Answers the first screen's REST reads inside the server (same user, same session) and returns
 * them for the bootstrap blob, so the editor paints without waiting for a round trip. A read that
 * fails is left out: the editor then asks for it itself and shows the error where it belongs.
 */
export async function preloadAnswers(
  fastify: FastifyInstance,
  request: FastifyRequest,
  paths: readonly string[],
): Promise<Record<string, PreloadedAnswer>> {
  const preview = (request.query as Record<string, string | undefined>).wp_theme_preview;
  const answers: Record<string, PreloadedAnswer> = {};
  await Promise.all(
    paths.map(async (path) => {
      const url = `/wp-json${path}${preview ? `${path.includes('?') ? '&' : '?'}wp_theme_preview=${encodeURIComponent(preview)}` : ''}`;
      const response = await fastify.inject({
        method: 'GET',
        url,
        headers: {
          cookie: request.headers.cookie ?? '',
          host: request.headers.host ?? 'localhost',
        },
      });
      if (response.statusCode !== 200) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') headers[name === 'etag' ? 'ETag' : name] = value;
      }
      answers[path] = { body: response.json(), headers };
    }),
  );
  return answers;
}
