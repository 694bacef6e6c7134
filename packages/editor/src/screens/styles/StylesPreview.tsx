import { ALL_RECORDS } from '@atelier/blocks/rest';
import { LazyCanvas } from '../../canvas/LazyCanvas';
import { SitePreview } from '../../components/SitePreview';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { frontTemplateId } from './front-template';

/**
 * The main area beside the Styles sidebar: the front page's template in the canvas (view mode),
 * whose CSS follows the global styles as edited, so every change shows at once. The site
 * itself when the theme has none of the front page's templates.
 */
export function StylesPreview() {
  const { records, hasResolved } = useEntityRecords('postType', 'wp_template', ALL_RECORDS);
  const id = frontTemplateId(records);
  if (!hasResolved) return <p className="atelier-layout__loading">Loading…</p>;
  if (id === null) return <SitePreview />;
  // A click opens the template in the editor (this location names no record).
  return (
    <LazyCanvas
      key={id}
      record={{ kind: 'postType', name: 'wp_template', id }}
      mode="view"
      editLocation={{ path: `/wp_template/${id}` }}
    />
  );
}
