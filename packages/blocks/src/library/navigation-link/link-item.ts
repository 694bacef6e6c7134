import type { RenderContext } from '../../render/render-context';

/** Whether a menu link points at the page being shown (for `current-menu-item`). */
export function isCurrentLink(url: string | undefined, context: RenderContext): boolean {
  if (url === undefined) return false;
  const current = context.post?.link;
  if (current === undefined) return false;
  const strip = (value: string): string => value.replace(/\/+$/, '');
  return strip(url) === strip(current);
}
