import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { pageTitle, toPageItem } from '../../domain/pages/page-item';
import { PAGE_STATUSES } from '../../domain/pages/page-status';
import { displayTitle, toTemplateItem } from '../../domain/templates/template-item';

const ANY_STATUS = PAGE_STATUSES.map((status) => status.value).join(',');

/**
 * The title of the template a page asks for (null for the default template), read from the
 * theme's templates as the Templates screen reads them; its slug until they are read.
 */
export function useTemplateTitle(slug: string): string | null {
  const { records } = useEntityRecords('postType', 'wp_template', ALL_RECORDS, {
    enabled: slug !== '',
  });
  if (slug === '') return null;
  const record = records?.find((item) => item.slug === slug);
  return record === undefined ? slug : displayTitle(toTemplateItem(record));
}

/**
 * The title of a page's parent (null for a top-level page), read with `_fields` (spec 2 §7
 * 'parent page'); '…' while it is read.
 */
export function useParentTitle(parent: number): string | null {
  const { records, hasResolved } = useEntityRecords(
    'postType',
    'page',
    { include: String(parent), _fields: 'id,title', status: ANY_STATUS },
    { enabled: parent !== 0 },
  );
  if (parent === 0) return null;
  const record = records?.[0];
  if (record !== undefined) return pageTitle(toPageItem(record));
  return hasResolved ? '(no title)' : '…';
}
