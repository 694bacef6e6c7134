import type { Alignment } from '@atelier/blocks';
import { createPortal } from 'react-dom';
import type { BlockCommandContext } from '../commands/block-commands';
import { useBlockCommands } from '../commands/CommandsContext';
import { shortcutLabel } from '../commands/shortcut-match';
import { BLOCKS_MIME } from '../drag/drag-data';
import { isHtmlElement } from '../interaction/dom-blocks';
import { type FormatTag, toggleFormat } from '../rich-text/formats';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectedClientIds } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { richTextAttribute } from '../state/rich-text-attribute';
import { transformBlocks } from '../state/transform-blocks';
import { findBlock } from '../state/tree';
import { updateAttributes } from '../state/update-attributes';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { ToolbarMenu } from './ToolbarMenu';
import { transformOptions } from './transform-options';
import { useAnchorPosition } from './use-anchor-position';

const TOOLBAR_HEIGHT = 50;
/** A block at the top of the page shorter than this gets the toolbar below it, not over it. */
const FLIP_BELOW_MAX_HEIGHT = 240;
const ALL_ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right', 'wide', 'full'];
const ALIGN_LABELS: Readonly<Record<Alignment, string>> = {
  left: 'Align left',
  center: 'Align center',
  right: 'Align right',
  wide: 'Wide width',
  full: 'Full width',
};

const FORMATS: readonly { tag: FormatTag; label: string; text: string }[] = [
  { tag: 'strong', label: 'Bold', text: 'B' },
  { tag: 'em', label: 'Italic', text: 'I' },
  { tag: 'code', label: 'Inline code', text: '</>' },
  { tag: 's', label: 'Strikethrough', text: 'S' },
];

function alignmentsOf(
  supports: boolean | readonly Alignment[] | undefined,
  wide: boolean,
): readonly Alignment[] {
  const list: readonly Alignment[] =
    supports === true ? ALL_ALIGNMENTS : typeof supports === 'object' ? supports : [];
  return wide ? list : list.filter((value) => value !== 'wide' && value !== 'full');
}

function FormatButtons({ doc }: { doc: Document }) {
  const ui = useCanvasUiStore();
  const editable = () => {
    const active = doc.activeElement;
    return isHtmlElement(active) && active.isContentEditable ? active : null;
  };
  const emitFrom = (element: HTMLElement) =>
    element.dispatchEvent(new (doc.defaultView?.Event ?? Event)('input', { bubbles: true }));
  return (
    <fieldset className="atelier-block-toolbar__group" aria-label="Format">
      {FORMATS.map((format) => (
        <button
          key={format.tag}
          type="button"
          aria-label={format.label}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const element = editable();
            if (element !== null && toggleFormat(element, format.tag)) emitFrom(element);
          }}
        >
          {format.text}
        </button>
      ))}
      <button
        type="button"
        aria-label="Link"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const element = editable();
          const range = doc.getSelection()?.getRangeAt(0);
          if (element === null || range === undefined) return;
          ui.set({ link: { element, range: range.cloneRange(), emit: () => emitFrom(element) } });
        }}
      >
        Link
      </button>
    </fieldset>
  );
}

/**
 * The block toolbar above the selection: type switcher (transforms), drag handle, move up/down,
 * alignment where supported, inline formats for rich text, and the 'Options' menu.
 */
export function BlockToolbar({ doc }: { doc: Document }) {
  const store = useBlockEditorStore();
  const commands = useBlockCommands();
  const clientIds = useSelectedClientIds();
  const first = clientIds[0];
  const position = useAnchorPosition(doc, first);
  if (first === undefined || position === null) return null;
  const owner = store.ownerOf(first);
  const { blocks } = store.stateOf(owner);
  const selected = clientIds.flatMap((clientId) => {
    const block = findBlock(blocks, clientId);
    return block === undefined ? [] : [block];
  });
  const [head] = selected;
  if (head === undefined) return null;
  const context: BlockCommandContext = { clientIds, owner, blocks };
  const type = store.registry.get(head.name ?? '');
  const title = selected.length > 1 ? `${selected.length} blocks` : (type?.title ?? 'Block');
  const transforms = transformOptions(store.registry, selected);
  const alignments =
    selected.length === 1
      ? alignmentsOf(type?.supports?.align, type?.supports?.alignWide !== false)
      : [];
  const command = (name: string) => commands.find((candidate) => candidate.name === name);
  const runCommand = (name: string) => command(name)?.run(context);
  const available = (name: string) => command(name)?.isAvailable(context) === true;
  const menuCommands = [
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
  // No room above (a header at the top of the page): below a short block, so the toolbar never
  // covers what is being edited (menu items, the site title); over the top of a tall one.
  const roomAbove = position.top >= TOOLBAR_HEIGHT;
  const short = position.bottom - position.top <= FLIP_BELOW_MAX_HEIGHT;
  const top = roomAbove
    ? position.top - TOOLBAR_HEIGHT
    : short
      ? position.bottom + 4
      : Math.max(0, position.top - TOOLBAR_HEIGHT);

  return createPortal(
    <div
      className="atelier-canvas-popover atelier-block-toolbar"
      role="toolbar"
      aria-label="Block tools"
      style={{ top, left: position.left }}
    >
      <ToolbarMenu
        label={`${title}: change block type`}
        content={title}
        items={
          transforms.length === 0
            ? [{ key: 'none', label: 'No transforms available', onSelect: () => undefined }]
            : transforms.map((name) => ({
                key: name,
                label: store.registry.get(name)?.title ?? name,
                onSelect: () => store.run(transformBlocks, { clientIds, name }, owner),
              }))
        }
      />
      <div className="atelier-block-toolbar__group">
        <DragHandle clientIds={clientIds} />
        <button
          type="button"
          aria-label="Move up"
          disabled={!available('move-up')}
          onClick={() => runCommand('move-up')}
        >
          ↑
        </button>
        <button
          type="button"
          aria-label="Move down"
          disabled={!available('move-down')}
          onClick={() => runCommand('move-down')}
        >
          ↓
        </button>
      </div>
      {alignments.length > 0 && (
        <ToolbarMenu
          label="Align"
          content="Align"
          items={[
            {
              key: 'none',
              label: 'None',
              pressed: head.attributes.align === undefined,
              onSelect: () =>
                store.run(
                  updateAttributes,
                  { clientId: head.clientId, attributes: { align: undefined } },
                  owner,
                ),
            },
            ...alignments.map((value) => ({
              key: value,
              label: ALIGN_LABELS[value],
              pressed: head.attributes.align === value,
              onSelect: () =>
                store.run(
                  updateAttributes,
                  { clientId: head.clientId, attributes: { align: value } },
                  owner,
                ),
            })),
          ]}
        />
      )}
      {selected.length === 1 && hasRichText(head) && <FormatButtons doc={doc} />}
      <ToolbarMenu
        label="Options"
        content="⋮"
        items={[
          ...menuCommands.flatMap((name) => {
            const found = command(name);
            if (found === undefined || !found.isAvailable(context)) return [];
            return [
              {
                key: found.name,
                label: found.label,
                hint: found.shortcut === undefined ? undefined : shortcutLabel(found.shortcut),
                onSelect: () => found.run(context),
              },
            ];
          }),
          'separator' as const,
          ...(available('remove')
            ? [{ key: 'remove', label: 'Remove', onSelect: () => runCommand('remove') }]
            : []),
        ]}
      />
    </div>,
    doc.body,
  );
}

function hasRichText(block: EditorBlock): boolean {
  return richTextAttribute(block.name) !== undefined || block.name === 'core/quote';
}

/** Drag the selected blocks to another place in the canvas or List View. */
function DragHandle({ clientIds }: { clientIds: readonly string[] }) {
  return (
    <button
      type="button"
      className="atelier-block-toolbar__drag"
      aria-label="Drag"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(BLOCKS_MIME, JSON.stringify(clientIds));
      }}
    >
      ⠿
    </button>
  );
}
