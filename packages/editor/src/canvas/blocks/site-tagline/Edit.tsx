import type { BlockEditProps } from '../block-edit-props';
import { SiteFieldEdit } from '../site-title/SiteFieldEdit';

/** The site tagline, edited in place (the site settings' description). */
export function SiteTaglineEdit(props: BlockEditProps) {
  return (
    <SiteFieldEdit
      {...props}
      field="description"
      selector=".wp-block-site-tagline"
      placeholder="Write site tagline…"
    />
  );
}
