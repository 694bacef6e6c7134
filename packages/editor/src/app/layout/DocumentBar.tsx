import type { ReactNode } from 'react';
import { useCommandCenter } from '../../commands/CommandCenter';
import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import { findEntityConfig } from '../../data/entities/entity-config';
import { useEntityProp, useEntityRecordStatus } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { errorStatus } from '../../data/error-message';
import {
  NavigationIcon,
  PageIcon,
  PatternIcon,
  TemplateIcon,
  TemplatePartIcon,
} from '../../ui/icons';
import './DocumentBar.css';

export const MISSING_RECORD =
  "You attempted to edit an item that doesn't exist. Perhaps it was deleted?";

/** A read that failed because the record is not there (404). */
export function isMissing(error: Error | null): boolean {
  return errorStatus(error) === 404;
}

const TYPE_ICONS: Readonly<Record<string, () => ReactNode>> = {
  wp_template: TemplateIcon,
  wp_template_part: TemplatePartIcon,
  wp_block: PatternIcon,
  wp_navigation: NavigationIcon,
};

/** What the bar names a record by: its title, else its slug. */
export function documentName({ title, slug }: { title: unknown; slug: unknown }): string {
  if (typeof title === 'string' && title.trim() !== '') return title;
  if (typeof slug === 'string' && slug !== '') return slug;
  return '(no title)';
}

/**
 * The header's document bar in edit mode: the record's title and type ('Blog Home · Template').
 * A click opens the command palette, as primary+k does.
 */
export function DocumentBar({ record: ref }: { record: RecordRef }) {
  // Title and slug only: the bar does not render again while the blocks are typed.
  const { record, isResolving, error } = useEntityRecordStatus(ref.kind, ref.name, ref.id);
  const [title] = useEntityProp(ref.kind, ref.name, 'title', ref.id);
  const [slug] = useEntityProp(ref.kind, ref.name, 'slug', ref.id);
  const { openPalette } = useCommandCenter();
  const typeLabel = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;
  const TypeIcon = TYPE_ICONS[ref.name] ?? PageIcon;
  const apple = isApplePlatform();
  // The content area explains a failed read; the bar only names the type.
  const name =
    error !== null
      ? null
      : isResolving || record === undefined
        ? 'Loading…'
        : documentName({ title, slug });
  return (
    <button
      type="button"
      className="atelier-document-bar"
      title="Open the command palette"
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      onClick={openPalette}
    >
      <span className="atelier-document-bar__icon">
        <TypeIcon />
      </span>
      <span className="atelier-document-bar__text">
        {name !== null && <span className="atelier-document-bar__title">{name}</span>}
        <span className="atelier-document-bar__type">
          {name !== null && ' · '}
          {typeLabel}
        </span>
      </span>
      <span className="atelier-document-bar__shortcut" aria-hidden="true">
        {comboLabel({ modifier: 'primary', key: 'k' }, apple)}
      </span>
    </button>
  );
}
