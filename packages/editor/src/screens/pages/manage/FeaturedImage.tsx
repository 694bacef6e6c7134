import { useEntityRecordStatus } from '../../../data/entities/entity-hooks';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Spec 2 §3 'Attachment': the medium size's address, else the original's. */
export function attachmentImageUrl(record: Readonly<Record<string, unknown>>): string {
  const details = record.media_details;
  const sizes =
    typeof details === 'object' && details !== null ? Reflect.get(details, 'sizes') : undefined;
  const medium =
    typeof sizes === 'object' && sizes !== null ? Reflect.get(sizes, 'medium') : undefined;
  const mediumUrl =
    typeof medium === 'object' && medium !== null ? text(Reflect.get(medium, 'source_url')) : '';
  return mediumUrl !== '' ? mediumUrl : text(record.source_url);
}

/** A page's featured image, read through the entity store; nothing when it has none. */
export function FeaturedImage({ id }: { id: number }) {
  const { record } = useEntityRecordStatus('postType', 'attachment', id > 0 ? id : null);
  if (id <= 0 || record === undefined || record === null) {
    return <span className="atelier-page-featured-image is-empty" />;
  }
  const url = attachmentImageUrl(record);
  if (url === '') return <span className="atelier-page-featured-image is-empty" />;
  return (
    <img
      className="atelier-page-featured-image"
      src={url}
      alt={text(record.alt_text)}
      loading="lazy"
    />
  );
}
