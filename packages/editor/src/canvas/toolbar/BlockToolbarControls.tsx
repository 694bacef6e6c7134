import type { Alignment } from '@atelier/blocks';
import { memo, type ReactNode } from 'react';
import { useCommandCenter } from '../../commands/CommandCenter';
import { comboLabel, isApplePlatform, type KeyCombo } from '../../commands/key-combo';
import type { RecordRef } from '../../data/entities/store-state';
import {
  AlignCenterIcon,
  AlignFullIcon,
  AlignLeftIcon,
  AlignNoneIcon,
  AlignRightIcon,
  AlignWideIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  DragHandleIcon,
  MoreVerticalIcon,
} from '../../ui/icons';
import { blockCommandName } from '../commands/selection-commands';
import { BLOCKS_MIME } from '../drag/drag-data';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import type { BlockEditorStore } from '../state/block-editor-store';
import { selectedClientIds } from '../state/selection';
import { transformBlocks } from '../state/transform-blocks';
import { updateAttributes } from '../state/update-attributes';
import { DuotoneToolbarMenu } from './DuotoneToolbarMenu';
import { FormatButtons } from './FormatButtons';
import { ToolbarMenu } from './ToolbarMenu';
import { TEXT_ALIGNMENTS } from './text-alignment';
import { sameToolbarFacts, type ToolbarFacts } from './toolbar-facts';
import { tip } from './toolbar-tip';

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

/** The selection when a button is pressed: its entity and its blocks (siblings in order). */
function selectionNow(store: BlockEditorStore): { owner: RecordRef; clientIds: string[] } | null {
  const selection = store.getSelection();
  if (selection === null) return null;
  const owner = store.ownerOf(selection.focus.clientId);
  return { owner, clientIds: selectedClientIds(store.stateOf(owner)) };
}

/** Writes attributes to the one selected block. */
function updateSelected(store: BlockEditorStore, attributes: Record<string, unknown>): void {
  const now = selectionNow(store);
  const [clientId] = now?.clientIds ?? [];
  if (now === null || clientId === undefined) return;
  store.run(updateAttributes, { clientId, attributes }, now.owner);
}

/**
 * The block toolbar's buttons and menus, drawn from what they show (`ToolbarFacts`) and not from
 * the selected block: selecting another block that shows the same does not render them again.
 */
export const BlockToolbarControls = memo(
  function BlockToolbarControls({ facts, doc }: { facts: ToolbarFacts; doc: Document }) {
    const store = useBlockEditorStore();
    const { registry, context } = useCommandCenter();
    const { title, reduced, textAlign } = facts;
    const command = (name: string) => registry.get(blockCommandName(name));
    const runCommand = (name: string) => registry.run(blockCommandName(name), context());
    const apple = isApplePlatform();
    const hintOf = (shortcut: KeyCombo | undefined) =>
      shortcut === undefined ? undefined : comboLabel(shortcut, apple);
    const shortcutOf = (name: string) => hintOf(command(name)?.shortcuts?.[0]);
    const AlignIcon = ALIGN_ICONS[facts.align ?? 'none'];
    const AlignTextIcon = ALIGN_ICONS[facts.textAlignValue ?? 'left'];
    return (
      <>
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
              facts.transforms.length === 0
                ? [{ key: 'none', label: 'No transforms available', onSelect: () => undefined }]
                : facts.transforms.map((name) => ({
                    key: name,
                    label: store.registry.get(name)?.title ?? name,
                    onSelect: () => {
                      const now = selectionNow(store);
                      if (now === null) return;
                      store.run(transformBlocks, { clientIds: now.clientIds, name }, now.owner);
                    },
                  }))
            }
          />
        )}
        <div className="atelier-block-toolbar__group">
          <DragHandle store={store} />
          <button
            type="button"
            aria-label="Move up"
            title={tip('Move up', shortcutOf('move-up'))}
            disabled={!facts.canMoveUp}
            onClick={() => runCommand('move-up')}
          >
            <ChevronUpIcon />
          </button>
          <button
            type="button"
            aria-label="Move down"
            title={tip('Move down', shortcutOf('move-down'))}
            disabled={!facts.canMoveDown}
            onClick={() => runCommand('move-down')}
          >
            <ChevronDownIcon />
          </button>
        </div>
        {!reduced && facts.alignments.length > 0 && (
          <ToolbarMenu
            label="Align"
            content={<AlignIcon />}
            items={[
              {
                key: 'none',
                label: 'None',
                icon: <AlignNoneIcon />,
                pressed: facts.align === undefined,
                onSelect: () => updateSelected(store, { align: undefined }),
              },
              ...facts.alignments.map((value) => {
                const Icon = ALIGN_ICONS[value];
                return {
                  key: value,
                  label: ALIGN_LABELS[value],
                  icon: <Icon />,
                  pressed: facts.align === value,
                  onSelect: () => updateSelected(store, { align: value }),
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
              const pressed = facts.textAlignValue === value;
              return {
                key: value,
                label: `Align text ${value}`,
                icon: <Icon />,
                pressed,
                onSelect: () => updateSelected(store, { [textAlign]: pressed ? undefined : value }),
              };
            })}
          />
        )}
        {!reduced && facts.duotone !== null && (
          <DuotoneToolbarMenu block={facts.duotone.block} owner={facts.duotone.owner} />
        )}
        {!reduced && facts.formats && <FormatButtons doc={doc} />}
        <ToolbarMenu
          label="Options"
          content={<MoreVerticalIcon />}
          items={[
            ...facts.menu.flatMap((name) => {
              const found = command(name);
              if (found === undefined) return [];
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
            ...(facts.canRemove
              ? [{ key: 'remove', label: 'Remove', onSelect: () => runCommand('remove') }]
              : []),
          ]}
        />
      </>
    );
  },
  (before, after) => before.doc === after.doc && sameToolbarFacts(before.facts, after.facts),
);

/** Drag the selected blocks to another place in the canvas or List View. */
function DragHandle({ store }: { store: BlockEditorStore }) {
  return (
    <button
      type="button"
      className="atelier-block-toolbar__drag"
      aria-label="Drag"
      title="Drag"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(
          BLOCKS_MIME,
          JSON.stringify(selectionNow(store)?.clientIds ?? []),
        );
      }}
    >
      <DragHandleIcon />
    </button>
  );
}
