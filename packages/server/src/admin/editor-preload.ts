import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A preloaded REST answer as the editor's client reads it: the body and the headers it needs. */
export interface PreloadedAnswer {
  body: unknown;
  headers: Record<string, string>;
}

const KEPT_HEADERS = ['etag', 'x-wp-total', 'x-wp-totalpages'] as const;

/** What the preload needs to know beyond the location. */
export interface PreloadSite {
  stylesheet: string;
  userGlobalStylesId: number;
}

/** Reads every first screen makes: the site settings. */
const ALWAYS = ['/wp/v2/settings?context=edit'];

/**
 * Reads the canvas makes before its first paint: theme styles, menus, and the posts its previews
 * show (with their terms and authors embedded, for post terms and author names in loops).
 */
function canvasPaths(site: PreloadSite): string[] {
  return [
    `/wp/v2/global-styles/themes/${site.stylesheet}?context=edit`,
    '/wp/v2/themes?context=edit&status=active',
    `/wp/v2/global-styles/${site.userGlobalStylesId}?context=edit`,
    '/wp/v2/navigation?context=edit&page=1&per_page=100',
    '/wp/v2/block-patterns/patterns',
    '/wp/v2/block-patterns/categories',

    '/wp/v2/posts?context=edit&per_page=20&status=publish&_embed=author,wp:term',
    '/wp/v2/pages?context=edit&per_page=50&status=publish',
  ];
}

/** Template parts a template's markup places (`<!-- wp:template-part {"slug":"header"…} /-->`). */
export function templatePartSlugs(content: string): string[] {
  const slugs = new Set<string>();
  for (const match of content.matchAll(/<!--\s+wp:template-part\s+(\{.*?\})\s+\/?-->/g)) {
    try {
      const attributes = JSON.parse(match[1] ?? '{}') as { slug?: unknown };
      if (typeof attributes.slug === 'string') slugs.add(attributes.slug);
    } catch {
      // A broken comment is the canvas's to report, not the preload's.
    }
  }
  return [...slugs];
}

/** REST paths (with their query, as the editor's store asks for them) the first screen of a location reads. */
export function preloadPaths(location: URLSearchParams, site?: PreloadSite): string[] {
  const screen = screenPaths(location);
  const editing = location.get('canvas') === 'edit' && site ? canvasPaths(site) : [];
  const listing =
    (location.get('p') ?? '/').replace(/\/+$/, '') === '/wp_template'
      ? [
          '/wp/v2/pages?context=edit&per_page=5&status=publish',
          '/wp/v2/posts?context=edit&per_page=5&status=publish',
        ]
      : [];
  return [...new Set([...ALWAYS, ...screen, ...editing, ...listing])];
}

function screenPaths(location: URLSearchParams): string[] {
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
  const fetchOne = async (path: string) => {
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
  };
  await Promise.all(paths.map(fetchOne));
  // A template being edited also shows its parts: read them as the canvas would.
  const parts: string[] = [];
  for (const [path, answer] of Object.entries(answers)) {
    const match = /^\/wp\/v2\/templates\/([^/]+)\/\/[^?]+\?context=edit$/.exec(path);
    const content = (answer.body as { content?: { raw?: unknown } }).content?.raw;
    if (match?.[1] && typeof content === 'string') {
      for (const slug of templatePartSlugs(content))
        parts.push(`/wp/v2/template-parts/${match[1]}//${slug}?context=edit`);
    }
  }
  await Promise.all(parts.map(fetchOne));
  return answers;
}
