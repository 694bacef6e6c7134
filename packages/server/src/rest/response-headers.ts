/**
 * The headers WordPress adds to every REST answer: the API's discovery `Link`, the `prev`/`next`
 * links of a paged collection, and the `Allow` list of methods the caller may use.
 */

/** `<{origin}/wp-json/>; rel="https://api.w.org/"`, sent on every REST response. */
export function apiDiscoveryLink(origin: string): string {
  return `<${origin}/wp-json/>; rel="https://api.w.org/"`;
}

/**
 * The `prev` and `next` links of page `page` of a collection with `totalPages` pages, each the
 * request's own address (`origin` + `path`, query included) with `page` changed; a page past
 * the end points back to the last one.
 */
export function collectionPageLinks(
  origin: string,
  path: string,
  page: number,
  totalPages: number,
): string[] {
  const [pathname = '', search = ''] = path.split(/\?(.*)/s);
  const at = (target: number) => {
    const query = new URLSearchParams(search);
    query.set('page', String(target));
    return `${origin}${pathname}?${query.toString()}`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${at(Math.min(page - 1, Math.max(totalPages, 1)))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${at(page + 1)}>; rel="next"`);
  return links;
}

/** The `Allow` header value: the allowed methods in the order the routes declare them. */
export function allowHeader(methods: readonly string[]): string {
  return [...new Set(methods)].join(', ');
}
