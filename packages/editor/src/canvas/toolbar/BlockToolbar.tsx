import type { Alignment } from '@atelier/blocks';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCommandCenter } from '../../commands/CommandCenter';
import { blockToolbarFor } from '../blocks/block-uis';
import { blockCommandName } from '../commands/selection-commands';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectedClientIds } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { richTextAttribute } from '../state/rich-text-attribute';
import { findBlock } from '../state/tree';
import { BlockToolbarControls } from './BlockToolbarControls';
import { TEXT_ALIGNMENTS, textAlignAttribute } from './text-alignment';
import type { ToolbarFacts } from './toolbar-facts';
import { toolbarTransform } from './toolbar-geometry';
import { transformOptions } from './transform-options';
import { useToolbarCss } from './use-toolbar-css';
import { useToolbarPlacement } from './use-toolbar-placement';

const ALL_ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right', 'wide', 'full'];
const NO_ALIGNMENTS: readonly Alignment[] = [];

/** The Options menu's commands, in order ('Remove' follows a separator). */
const MENU_COMMANDS: readonly string[] = [
  'duplicate',
  'insert-before',
  'insert-after',
  'copy',
  'group',
  'ungroup',
  'create-pattern',
  'create-template-part',
  'detach',
];

function alignmentsOf(
  supports: boolean | readonly Alignment[] | undefined,
  wide: boolean,
): readonly Alignment[] {
  const list: readonly Alignment[] =
    supports === true ? ALL_ALIGNMENTS : typeof supports === 'object' ? supports : NO_ALIGNMENTS;
  return wide ? list : list.filter((value) => value !== 'wide' && value !== 'full');
}

/**
 * The block toolbar above the selection: type switcher (transforms), drag handle, move up/down,
 * alignment where supported, inline formats for rich text, and the 'Options' menu. This part
 * reads what its buttons show; `PlacedToolbar` places it, and `BlockToolbarControls` draws the
 * buttons, again only when what they show changes.
 */
export function BlockToolbar({ doc }: { doc: Document }) {
  const store = useBlockEditorStore();
  const { registry, context } = useCommandCenter();
  const clientIds = useSelectedClientIds();
  const first = clientIds[0];
  useToolbarCss(doc);
  if (first === undefined) return null;
  const owner = store.ownerOf(first);
  const { blocks } = store.stateOf(owner);
  const selected = clientIds.flatMap((clientId) => {
    const block = findBlock(blocks, clientId);
    return block === undefined ? [] : [block];
  });
  const [head] = selected;
  if (head === undefined) return null;
  const one = selected.length === 1;
  const type = store.registry.get(head.name ?? '');
  const textAlign = one ? textAlignAttribute(type) : null;
  const textAlignValue = textAlign === null ? undefined : head.attributes[textAlign];
  const alignments = one
    ? alignmentsOf(type?.supports?.align, type?.supports?.alignWide !== false)
    : NO_ALIGNMENTS;
  // The block commands of the editor's registry act on the selection, which this toolbar shows.
  const available = (name: string) =>
    registry.get(blockCommandName(name))?.isAvailable(context()) === true;
  const facts: Omit<ToolbarFacts, 'reduced'> = {
    title: one ? (type?.title ?? 'Block') : `${selected.length} blocks`,
    transforms: transformOptions(store.registry, selected),
    alignments,
    align: alignments.find((value) => value === head.attributes.align),
    textAlign,
    textAlignValue: TEXT_ALIGNMENTS.find((value) => value === textAlignValue),
    formats: one && hasRichText(head),
    duotone: one && type?.supports?.filter?.duotone === true ? { block: head, owner } : null,
    canMoveUp: available('move-up'),
    canMoveDown: available('move-down'),
    menu: MENU_COMMANDS.filter(available),
    canRemove: available('remove'),
  };
  return <PlacedToolbar doc={doc} clientId={first} facts={facts} />;
}

/**
 * The toolbar at its place for the block `clientId` (nothing until it is measured). Its position
 * is its own state: moving the toolbar (a new selection's measure, scrolling) renders this part
 * only, not the reading of the buttons' facts above.
 */
function PlacedToolbar({
  doc,
  clientId,
  facts,
}: {
  doc: Document;
  clientId: string;
  facts: Omit<ToolbarFacts, 'reduced'>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const position = useToolbarPlacement(doc, clientId, ref);
  if (position === null) return null;
  // Zoom-out (the canvas is scaled): a reduced, vertical toolbar beside the block, as in WordPress.
  const reduced = position.scale !== 1;
  return createPortal(
    <div
      ref={ref}
      className={`atelier-canvas-popover atelier-block-toolbar${reduced ? ' is-reduced' : ''}`}
      role="toolbar"
      aria-label="Block tools"
      aria-orientation={reduced ? 'vertical' : 'horizontal'}
      data-placement={position.side}
      style={{
        // Placed by a transform from the corner of its containing box: moving it to another block
        // changes no layout (with `top`/`left` each selection laid the canvas out again before its
        // frame). Zoom-out scales the canvas body: the toolbar undoes it to stay readable.
        top: 0,
        left: 0,
        maxWidth: position.maxWidth,
        transform: toolbarTransform(position),
      }}
    >
      <BlockToolbarControls facts={{ ...facts, reduced }} doc={doc} />
    </div>,
    doc.body,
  );
}

function hasRichText(block: EditorBlock): boolean {
  return (
    richTextAttribute(block.name) !== undefined || blockToolbarFor(block.name).formats === true
  );
}
