import {
  createBlock,
  DEFAULT_TEMPLATE_PART_AREA,
  serialize,
  TEMPLATE_PART_AREAS,
} from '@atelier/blocks';
import { type FormEvent, useState } from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { errorMessage } from '../../data/error-message';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { withClientIds } from '../state/editor-block';
import { replaceBlocks } from '../state/replace-blocks';
import { findBlock } from '../state/tree';
import { useCanvasUi, useCanvasUiStore } from '../ui/CanvasUiContext';
import { useAutoFocus } from '../ui/use-auto-focus';

/** A slug from a name: lower case, dashes between words. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface CreatedRecord {
  id: number | string;
  slug?: string;
  theme?: string;
}

/**
 * 'Create pattern' and 'Create template part' from selected blocks: asks for a name, saves the
 * blocks as a new record, and puts a reference to it (synced pattern or template part) in place.
 */
export function NameBlocksDialog() {
  const ui = useCanvasUiStore();
  const naming = useCanvasUi((state) => state.naming);
  const store = useBlockEditorStore();
  const client = useApiClient();
  const entityStore = useEntityStore();
  const { createNotice } = useNotices();
  const [name, setName] = useState('');
  const nameRef = useAutoFocus<HTMLInputElement>();
  const [synced, setSynced] = useState(true);
  const [area, setArea] = useState(DEFAULT_TEMPLATE_PART_AREA);
  const [busy, setBusy] = useState(false);
  if (naming === null) return null;
  const isPart = naming.kind === 'template-part';
  const title = isPart ? 'Create template part' : 'Create pattern';
  const close = () => {
    setName('');
    setArea(DEFAULT_TEMPLATE_PART_AREA);
    ui.set({ naming: null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (label === '' || busy) return;
    const { blocks } = store.stateOf(naming.owner);
    const selected = naming.clientIds.flatMap((clientId) => {
      const block = findBlock(blocks, clientId);
      return block === undefined ? [] : [block];
    });
    const content = serialize(selected);
    setBusy(true);
    try {
      if (isPart) {
        const created = await client.post<CreatedRecord>('/wp/v2/template-parts', {
          slug: slugOf(label) || 'template-part',
          title: label,
          content,
          area,
        });
        entityStore.invalidate('postType', 'wp_template_part');
        const reference = withClientIds(
          createBlock(store.registry, 'core/template-part', {
            slug: created.slug ?? slugOf(label),
            ...(area === DEFAULT_TEMPLATE_PART_AREA ? {} : { area }),
            ...(created.theme === undefined ? {} : { theme: created.theme }),
          }),
        );
        store.run(
          replaceBlocks,
          { clientIds: naming.clientIds, blocks: [reference] },
          naming.owner,
        );
        createNotice('Template part created.', { status: 'success', type: 'snackbar' });
      } else {
        const created = await client.post<CreatedRecord>('/wp/v2/blocks', {
          title: label,
          content,
          status: 'publish',
          ...(synced ? {} : { meta: { wp_pattern_sync_status: 'unsynced' } }),
        });
        entityStore.invalidate('postType', 'wp_block');
        if (synced && typeof created.id === 'number') {
          const reference = withClientIds(
            createBlock(store.registry, 'core/block', { ref: created.id }),
          );
          store.run(
            replaceBlocks,
            { clientIds: naming.clientIds, blocks: [reference] },
            naming.owner,
          );
        }
        createNotice(
          synced ? `"${label}" synced pattern created.` : `"${label}" pattern created.`,
          { status: 'success', type: 'snackbar' },
        );
      }
      close();
    } catch (error) {
      const fallback = `An error occurred while creating the ${isPart ? 'template part' : 'pattern'}.`;
      createNotice(errorMessage(error, fallback), { status: 'error', type: 'snackbar' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="atelier-dialog-backdrop">
      <form
        className="atelier-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onSubmit={(event) => void submit(event)}
      >
        <h2>{title}</h2>
        <label>
          Name
          <input
            ref={nameRef}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
        </label>
        {isPart && (
          <label>
            Area
            <select value={area} onChange={(event) => setArea(event.target.value)}>
              {TEMPLATE_PART_AREAS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {!isPart && (
          <label>
            <span>
              <input
                type="checkbox"
                checked={synced}
                onChange={(event) => setSynced(event.target.checked)}
              />{' '}
              Synced
            </span>
          </label>
        )}
        <div className="atelier-dialog__buttons">
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" disabled={busy || name.trim() === ''}>
            Create
          </button>
        </div>
      </form>
    </div>
  );
}
