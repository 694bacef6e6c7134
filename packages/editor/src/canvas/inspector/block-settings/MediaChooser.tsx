import { useId } from 'react';
import { useApiClient } from '../../../data/ApiClientContext';
import { useEntityRecords } from '../../../data/entities/entity-hooks';
import { useInspectedBlockState } from '../inspected-block';
import { type MediaItem, toMediaItem, uploadMedia } from './upload-media';

/** Upload an image, or pick one from the media library (`/wp/v2/media`). */
export function MediaChooser({
  label,
  onChoose,
}: {
  label: string;
  onChoose(item: MediaItem): void;
}) {
  const client = useApiClient();
  const inputId = useId();
  const [browsing, setBrowsing] = useInspectedBlockState(() => false);
  const [error, setError] = useInspectedBlockState<string | null>(() => null);
  const [busy, setBusy] = useInspectedBlockState(() => false);
  return (
    <div className="atelier-inspector__field">
      <label htmlFor={inputId}>Upload {label.toLowerCase()}</label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file === undefined) return;
          setBusy(true);
          setError(null);
          uploadMedia(client, file)
            .then(onChoose)
            .catch((reason: unknown) =>
              setError(reason instanceof Error ? reason.message : String(reason)),
            )
            .finally(() => setBusy(false));
        }}
      />
      <button type="button" aria-expanded={browsing} onClick={() => setBrowsing(!browsing)}>
        Media Library
      </button>
      {browsing && (
        <MediaList
          onChoose={(item) => {
            setBrowsing(false);
            onChoose(item);
          }}
        />
      )}
      {error !== null && <p role="alert">{error}</p>}
    </div>
  );
}

function MediaList({ onChoose }: { onChoose(item: MediaItem): void }) {
  const { records, isResolving } = useEntityRecords('postType', 'attachment', {
    per_page: 30,
    media_type: 'image',
  });
  const items = (records ?? []).flatMap((record) => {
    const item = toMediaItem(record);
    return item === null ? [] : [item];
  });
  if (isResolving && records === null) return <p>Loading…</p>;
  if (items.length === 0) return <p>No media found.</p>;
  return (
    <ul className="atelier-inspector__media" aria-label="Media Library">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            aria-label={`Select ${item.title || item.url}`}
            onClick={() => onChoose(item)}
          >
            <img src={item.url} alt="" width={64} height={64} />
          </button>
        </li>
      ))}
    </ul>
  );
}
