import type { RecordRef } from '../../../data/entities/store-state';
import type { BlockEditProps } from '../block-edit-props';
import { EntityFieldEdit } from '../dynamic/EntityFieldEdit';

export interface SiteFieldEditProps extends BlockEditProps {
  /** The site setting edited in place (`title` or `description`). */
  field: 'title' | 'description';
  /** The element of the rendered block that holds the text. */
  selector: string;
  placeholder: string;
}

/** The site settings record, a singleton (no id). */
const SITE: RecordRef = { kind: 'root', name: 'site', id: '' };

/**
 * A block showing a site setting (site title, tagline): rendered like the public site, with the
 * text editable in place; typing edits the site settings record (saved with the others).
 */
export function SiteFieldEdit(props: SiteFieldEditProps) {
  return <EntityFieldEdit {...props} entity={SITE} />;
}
