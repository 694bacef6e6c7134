import type { Alignment } from '@atelier/blocks';
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCommandCenter } from '../../commands/CommandCenter';
import { comboLabel, isApplePlatform, type KeyCombo } from '../../commands/key-combo';
import {
  AlignCenterIcon,
  AlignFullIcon,
  AlignLeftIcon,
  AlignNoneIcon,
  AlignRightIcon,
  AlignWideIcon,
  BoldIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  CodeIcon,
  DragHandleIcon,
  ItalicIcon,
  LinkIcon,
  MoreVerticalIcon,
  StrikethroughIcon,
} from '../../ui/icons';
import { blockToolbarFor } from '../blocks/block-uis';
import { FORMAT_SHORTCUTS } from '../commands/format-shortcuts';
import { blockCommandName } from '../commands/selection-commands';
import { BLOCKS_MIME } from '../drag/drag-data';
import { isHtmlElement } from '../interaction/dom-blocks';
import { type FormatTag, toggleFormat } from '../rich-text/formats';
import { useActiveFormats } from '../rich-text/use-active-formats';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectedClientIds } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { richTextAttribute } from '../state/rich-text-attribute';
import { transformBlocks } from '../state/transform-blocks';
import { findBlock } from '../state/tree';
import { updateAttributes } from '../state/update-attributes';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { DuotoneToolbarMenu } from './DuotoneToolbarMenu';
import { emitFrom } from './LinkPopover';
import { ToolbarMenu } from './ToolbarMenu';
import { TEXT_ALIGNMENTS, textAlignAttribute } from './text-alignment';
import { transformOptions } from './transform-options';
import { useToolbarCss } from './use-toolbar-css';
import { useToolbarPlacement } from './use-toolbar-placement';

const ALL_ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right', 'wide', 'full'];
const ALIGN_LABELS: Readonly<Record<Alignment, string>> = {
  left: 'Align left',
  center: 'Align center',
  right: 'Align right',
  wide: 'Wide width',
  full: 'Full width',
};

const ALIGN_ICONS: Readonly<Record<Alignment | 'none', () => ReactNode>> = {
  none: AlignNoneIcon,
  left: AlignLeftIcon,
  center: AlignCenterIcon,
  right: AlignRightIcon,
  wide: AlignWideIcon,
  full: AlignFullIcon,
};

/** A shortcut as this system writes it. */
const label = (combo: KeyCombo) => comboLabel(combo, isApplePlatform());

/** Bold and italic use the primary modifier; code and strikethrough the access one (rich text). */
const FORMATS: readonly { tag: FormatTag; label: string; icon: () => ReactNode; key: string }[] = [
  { tag: 'strong', label: 'Bold', icon: BoldIcon, key: label(FORMAT_SHORTCUTS.bold) },
  { tag: 'em', label: 'Italic', icon: ItalicIcon, key: label(FORMAT_SHORTCUTS.italic) },
  {
    tag: 'code',
    label: 'Inline code',
    icon: CodeIcon,
    key: label(FORMAT_SHORTCUTS.code),
  },
  {
    tag: 's',
    label: 'Strikethrough',
    icon: StrikethroughIcon,
    key: label(FORMAT_SHORTCUTS.strikethrough),
  },
];

/** A button's tooltip: its name and, when it has one, its shortcut. */
function tip(label: string, shortcut: string | undefined): string {
  return shortcut === undefined ? label : `${label} (${shortcut})`;
}

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
  const active = useActiveFormats(doc);
  return (
    <fieldset className="atelier-block-toolbar__group" aria-label="Format">
      {FORMATS.map((format) => (
        <button
          key={format.tag}
          type="button"
          className="atelier-block-toolbar__format"
          aria-label={format.label}
          aria-pressed={active.has(format.tag)}
          title={tip(format.label, format.key)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const element = editable();
            if (element !== null && toggleFormat(element, format.tag)) emitFrom(element);
          }}
        >
          <format.icon />
        </button>
      ))}
      <button
        type="button"
        className="atelier-block-toolbar__format"
        aria-label="Link"
        aria-pressed={active.has('a')}
        title={tip('Link', label(FORMAT_SHORTCUTS.link))}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const element = editable();
          const range = doc.getSelection()?.getRangeAt(0);
          if (element === null || range === undefined) return;
          ui.set({ link: { element, range: range.cloneRange(), emit: () => emitFrom(element) } });
        }}
      >
        <LinkIcon />
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
  const { registry, context } = useCommandCenter();
  const clientIds = useSelectedClientIds();
  const first = clientIds[0];
  const ref = useRef<HTMLDivElement>(null);
  useToolbarCss(doc);
  const position = useToolbarPlacement(doc, first, ref);
  if (first === undefined || position === null) return null;
  const owner = store.ownerOf(first);
  const { blocks } = store.stateOf(owner);
  const selected = clientIds.flatMap((clientId) => {
    const block = findBlock(blocks, clientId);
    return block === undefined ? [] : [block];
  });
  const [head] = selected;
  if (head === undefined) return null;
  const type = store.registry.get(head.name ?? '');
  const title = selected.length > 1 ? `${selected.length} blocks` : (type?.title ?? 'Block');
  const transforms = transformOptions(store.registry, selected);
  const alignments =
    selected.length === 1
      ? alignmentsOf(type?.supports?.align, type?.supports?.alignWide !== false)
      : [];
  const textAlign = selected.length === 1 ? textAlignAttribute(type) : null;
  const textAlignValue = textAlign === null ? undefined : head.attributes[textAlign];
  const AlignTextIcon =
    ALIGN_ICONS[
      textAlignValue === 'center' || textAlignValue === 'right' ? textAlignValue : 'left'
    ];
  // The block commands of the editor's registry act on the selection, which this toolbar shows.
  const command = (name: string) => registry.get(blockCommandName(name));
  const runCommand = (name: string) => registry.run(blockCommandName(name), context());
  const available = (name: string) => command(name)?.isAvailable(context()) === true;
  const apple = isApplePlatform();
  const hintOf = (shortcut: KeyCombo | undefined) =>
    shortcut === undefined ? undefined : comboLabel(shortcut, apple);
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
  const shortcutOf = (name: string) => hintOf(command(name)?.shortcuts?.[0]);
  const AlignIcon =
    ALIGN_ICONS[ALL_ALIGNMENTS.find((value) => value === head.attributes.align) ?? 'none'];
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
        top: position.top,
        left: position.left,
        maxWidth: position.maxWidth,
        // Zoom-out scales the canvas body: the toolbar undoes it to stay readable.
        transform: position.scale === 1 ? undefined : `scale(${1 / position.scale})`,
      }}
    >
      {!reduced && (
        <ToolbarMenu
          label={`${title}: change block type`}
          title={`${title}: change block type`}
          content={
            <>
              {title}
              <ChevronDownIcon />
            </>
          }
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
      )}
      <div className="atelier-block-toolbar__group">
        <DragHandle clientIds={clientIds} />
        <button
          type="button"
          aria-label="Move up"
          title={tip('Move up', shortcutOf('move-up'))}
          disabled={!available('move-up')}
          onClick={() => runCommand('move-up')}
        >
          <ChevronUpIcon />
        </button>
        <button
          type="button"
          aria-label="Move down"
          title={tip('Move down', shortcutOf('move-down'))}
          disabled={!available('move-down')}
          onClick={() => runCommand('move-down')}
        >
          <ChevronDownIcon />
        </button>
      </div>
      {!reduced && alignments.length > 0 && (
        <ToolbarMenu
          label="Align"
          content={<AlignIcon />}
          items={[
            {
              key: 'none',
              label: 'None',
              icon: <AlignNoneIcon />,
              pressed: head.attributes.align === undefined,
              onSelect: () =>
                store.run(
                  updateAttributes,
                  { clientId: head.clientId, attributes: { align: undefined } },
                  owner,
                ),
            },
            ...alignments.map((value) => {
              const Icon = ALIGN_ICONS[value];
              return {
                key: value,
                label: ALIGN_LABELS[value],
                icon: <Icon />,
                pressed: head.attributes.align === value,
                onSelect: () =>
                  store.run(
                    updateAttributes,
                    { clientId: head.clientId, attributes: { align: value } },
                    owner,
                  ),
              };
            }),
          ]}
        />
      )}
      {!reduced && textAlign !== null && (
        <ToolbarMenu
          label="Align text"
          content={<AlignTextIcon />}
          items={TEXT_ALIGNMENTS.map((value) => {
            const Icon = ALIGN_ICONS[value];
            const pressed = textAlignValue === value;
            return {
              key: value,
              label: `Align text ${value}`,
              icon: <Icon />,
              pressed,
              onSelect: () =>
                store.run(
                  updateAttributes,
                  {
                    clientId: head.clientId,
                    attributes: { [textAlign]: pressed ? undefined : value },
                  },
                  owner,
                ),
            };
          })}
        />
      )}
      {!reduced && selected.length === 1 && type?.supports?.filter?.duotone === true && (
        <DuotoneToolbarMenu block={head} owner={owner} />
      )}
      {!reduced && selected.length === 1 && hasRichText(head) && <FormatButtons doc={doc} />}
      <ToolbarMenu
        label="Options"
        content={<MoreVerticalIcon />}
        items={[
          ...menuCommands.flatMap((name) => {
            const found = command(name);
            if (found === undefined || !found.isAvailable(context())) return [];
            return [
              {
                key: found.name,
                label: found.label,
                hint: hintOf(found.shortcuts?.[0]),
                onSelect: () => runCommand(name),
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
  return (
    richTextAttribute(block.name) !== undefined || blockToolbarFor(block.name).formats === true
  );
}

/** Drag the selected blocks to another place in the canvas or List View. */
function DragHandle({ clientIds }: { clientIds: readonly string[] }) {
  return (
    <button
      type="button"
      className="atelier-block-toolbar__drag"
      aria-label="Drag"
      title="Drag"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(BLOCKS_MIME, JSON.stringify(clientIds));
      }}
    >
      <DragHandleIcon />
    </button>
  );
}
