import type { ComponentType } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import type { RouteDeclaration } from '../route-matching';

/** What the main area beside the sidebar holds in view mode on a wide screen. */
export type BrowseMain =
  | { kind: 'canvas'; record: RecordRef }
  | { kind: 'area'; area: ComponentType }
  | { kind: 'none' };

/**
 * The main area of the browsing layout (spec 1 §2.2): a location with a record shows it in the
 * canvas (view mode), unless the route's content shows the record itself
 * (`contentShowsRecord`); without a record, the route's content, else its preview.
 */
export function browseMain(route: RouteDeclaration, record: RecordRef | null): BrowseMain {
  const { content, preview } = route.areas;
  if (record !== null && route.contentShowsRecord !== true) return { kind: 'canvas', record };
  const area = content ?? preview;
  return area === undefined ? { kind: 'none' } : { kind: 'area', area };
}
