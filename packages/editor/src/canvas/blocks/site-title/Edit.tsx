import type { BlockEditProps } from '../block-edit-props';
import { SiteFieldEdit } from './SiteFieldEdit';

/** The site title, edited in place (the site settings' title). */
export function SiteTitleEdit(props: BlockEditProps) {
  return (
    <SiteFieldEdit
      {...props}
      field="title"
      selector=".wp-block-site-title > a, .wp-block-site-title:not(:has(a))"
      placeholder="Write site title…"
    />
  );
}
