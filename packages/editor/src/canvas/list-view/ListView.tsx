import { type BlockRegistry, blockAttributes } from '@atelier/blocks';
import { rawText } from '@atelier/blocks/rest';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityProp } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { blockLabel } from '../block-list/block-label';
import { useBlockKeys } from '../block-list/use-block-keys';
import { referencedEntity } from '../commands/referenced-entity';
import { BLOCKS_MIME, dropSide } from '../drag/drag-data';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useBlocks, useSelectedClientIds } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { moveBlocks } from '../state/move-blocks';
import { htmlToText } from '../state/rich-text-attribute';
import { selectBlock } from '../state/select-block';
import { setBlockName } from '../state/set-block-name';
import { childrenOf, findLocation } from '../state/tree';
import './ListView.css';

interface RowProps {
  block: EditorBlock;
  owner: RecordRef;
  level: number;
  selectedIds: readonly string[];
  activeTheme: string;
}

/** Blocks named in List View by the text of one of their attributes (as WordPress does). */
const TEXT_LABELS: Readonly<Record<string, string>> = {
  'core/heading': 'content',
  'core/navigation-link': 'label',
  'core/navigation-submenu': 'label',
};

/**
 * A row's name: the block's own name, a template part's slug as a title, a synced pattern's
 * title, a heading's text or a menu item's label, else the type title.
 */
function listLabel(
  registry: BlockRegistry,
  block: EditorBlock,
  typeTitle: string | undefined,
  patternTitle: string,
): string {
  const slug = block.attributes.slug;
  if (block.name === 'core/template-part' && typeof slug === 'string' && slug !== '') {
    const named = blockLabel(block, undefined);
    if (named !== 'core/template-part') return named;
    return slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');
  }
  const named = blockLabel(block, undefined);
  if (block.name === 'core/block' && named === block.name && patternTitle.trim() !== '') {
    return patternTitle;
  }
  const textAttribute = block.name === null ? undefined : TEXT_LABELS[block.name];
  if (textAttribute !== undefined && named === block.name) {
    const value = blockAttributes(registry, block)[textAttribute];
    const text = htmlToText(typeof value === 'string' ? value : '').trim();
    if (text !== '') return text;
  }
  return blockLabel(block, typeTitle);
}

function readIds(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function PartChildren({
  partRef,
  level,
  selectedIds,
  activeTheme,
}: {
  partRef: RecordRef;
  level: number;
  selectedIds: readonly string[];
  activeTheme: string;
}) {
  const blocks = useBlocks(partRef);
  return (
    <Rows
      blocks={blocks}
      owner={partRef}
      level={level}
      selectedIds={selectedIds}
      activeTheme={activeTheme}
    />
  );
}

function Rows({
  blocks,
  owner,
  level,
  selectedIds,
  activeTheme,
}: {
  blocks: readonly EditorBlock[];
  owner: RecordRef;
  level: number;
  selectedIds: readonly string[];
  activeTheme: string;
}) {
  const { keyOf } = useBlockKeys(blocks);
  return blocks.map((block) => (
    <Row
      key={keyOf.get(block.clientId) ?? block.clientId}
      block={block}
      owner={owner}
      level={level}
      selectedIds={selectedIds}
      activeTheme={activeTheme}
    />
  ));
}

function Row({ block, owner, level, selectedIds, activeTheme }: RowProps) {
  const store = useBlockEditorStore();
  const [expanded, setExpanded] = useState(true);
  const [renaming, setRenaming] = useState<string | null>(null);
  const renameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (renaming !== null) renameRef.current?.focus();
  }, [renaming]);
  const [dropAt, setDropAt] = useState<'before' | 'after' | null>(null);
  const type = store.registry.get(block.name ?? '');
  const partRef = referencedEntity(block, activeTheme);
  const [patternTitle] = useEntityProp(
    'postType',
    'wp_block',
    'title',
    partRef?.name === 'wp_block' ? partRef.id : '',
  );
  const label = listLabel(store.registry, block, type?.title, rawText(patternTitle));
  const hasChildren = block.innerBlocks.length > 0 || partRef !== null;
  const selected = selectedIds.includes(block.clientId);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const side = dropAt;
    setDropAt(null);
    const ids = readIds(event.dataTransfer.getData(BLOCKS_MIME));
    if (ids.length === 0 || ids.includes(block.clientId) || side === null) return;
    const state = store.stateOf(owner);
    const location = findLocation(state.blocks, block.clientId);
    if (location === null || ids.some((id) => findLocation(state.blocks, id) === null)) return;
    const siblings = childrenOf(state.blocks, location.parentId).filter(
      (sibling) => !ids.includes(sibling.clientId),
    );
    const at = siblings.findIndex((sibling) => sibling.clientId === block.clientId);
    store.run(
      moveBlocks,
      { clientIds: ids, parentId: location.parentId, index: side === 'before' ? at : at + 1 },
      owner,
    );
  };

  return (
    <>
      <div
        role="treeitem"
        tabIndex={-1}
        aria-level={level}
        aria-selected={selected}
        aria-expanded={hasChildren ? expanded : undefined}
        aria-label={label}
        className={`atelier-list-view__item${dropAt === null ? '' : ` is-drop-${dropAt}`}`}
        draggable
        onDragStart={(event) => {
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(BLOCKS_MIME, JSON.stringify([block.clientId]));
        }}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(BLOCKS_MIME)) return;
          event.preventDefault();
          event.stopPropagation();
          const row = event.currentTarget.firstElementChild;
          if (row === null) return;
          setDropAt(dropSide(row.getBoundingClientRect(), event.clientY));
        }}
        onDragLeave={() => setDropAt(null)}
        onDrop={onDrop}
      >
        <div
          className={`atelier-list-view__row${selected ? ' is-selected' : ''}`}
          style={{ paddingLeft: level * 12 }}
        >
          {hasChildren ? (
            <button
              type="button"
              className="atelier-list-view__toggle"
              aria-label={expanded ? `Collapse ${label}` : `Expand ${label}`}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? '▾' : '▸'}
            </button>
          ) : (
            <span className="atelier-list-view__toggle" />
          )}
          {renaming === null ? (
            <button
              type="button"
              className="atelier-list-view__select"
              onClick={() => store.run(selectBlock, { clientId: block.clientId }, owner)}
              onDoubleClick={() => setRenaming(label)}
            >
              {label}
            </button>
          ) : (
            <form
              className="atelier-list-view__rename"
              onSubmit={(event) => {
                event.preventDefault();
                store.run(setBlockName, { clientId: block.clientId, name: renaming }, owner);
                setRenaming(null);
              }}
            >
              <input
                ref={renameRef}
                aria-label="Block name"
                value={renaming}
                onChange={(event) => setRenaming(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setRenaming(null);
                }}
              />
              <button type="submit">Save</button>
            </form>
          )}
          {renaming === null && (
            <button
              type="button"
              className="atelier-list-view__rename-button"
              aria-label={`Rename ${label}`}
              onClick={() => setRenaming(label)}
            >
              ✎
            </button>
          )}
        </div>
      </div>
      {hasChildren &&
        expanded &&
        (partRef === null ? (
          <Rows
            blocks={block.innerBlocks}
            owner={owner}
            level={level + 1}
            selectedIds={selectedIds}
            activeTheme={activeTheme}
          />
        ) : (
          <PartChildren
            partRef={partRef}
            level={level + 1}
            selectedIds={selectedIds}
            activeTheme={activeTheme}
          />
        ))}
    </>
  );
}

/** List View: the block tree (template parts included) to select, expand, reorder and rename. */
export function ListView() {
  const store = useBlockEditorStore();
  const { editorSettings } = useBootstrap();
  const blocks = useBlocks(store.rootRef);
  const selectedIds = useSelectedClientIds();
  const activeTheme = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  return (
    <div className="atelier-list-view" role="tree" aria-label="Block navigation structure">
      <Rows
        blocks={blocks}
        owner={store.rootRef}
        level={1}
        selectedIds={selectedIds}
        activeTheme={activeTheme}
      />
    </div>
  );
}
