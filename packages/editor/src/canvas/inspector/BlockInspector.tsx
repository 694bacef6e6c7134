import { blockAttributes } from '@atelier/blocks';
import type { ThemeJsonSettings } from '@atelier/theme-json';
import { memo, useDeferredValue } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { blockSettingsFor } from '../blocks/block-settings';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectedBlockBesideTyping, useSelectedClientIds } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { CONTROL_COMPONENTS } from './control-components';
import { BlockStylesPanel } from './controls/BlockStylesPanel';
import { InspectedBlockContext } from './inspected-block';
import { MultiSelectionInspector } from './multi-selection/MultiSelectionInspector';
import { controlsFor } from './supports-controls';
import { useSwitchAfterPaint } from './use-switch-after-paint';
import { useThemeSettings } from './use-theme-settings';
import { useUpdateBlock } from './use-update-block';

/**
 * The Block tab: the selected block's name and description, then only the panels it supports;
 * for several blocks, the multi-selection summary.
 */
export function BlockInspector() {
  // The panels follow the block at low priority: typing in the canvas paints first. Another
  // block's panels wait for the frame that shows its selection (outline and toolbar) to paint.
  const store = useBlockEditorStore();
  const live = useSelectedBlockBesideTyping();
  // Keyed by the block's first id: a first sync's new ids are not another block.
  const selected = useDeferredValue(
    useSwitchAfterPaint(
      live,
      live === null ? null : store.stableId(live.block.clientId),
      sameBlock,
    ),
  );
  const selectedIds = useSelectedClientIds();
  // One block or none: the same empty list, so the commit that selects another block gives
  // `InspectedBlocks` the props it had (the previous block until the switch) and it renders not.
  const several = selectedIds.length > 1 ? selectedIds : NONE;
  return <InspectedBlocks selected={selected} several={several} />;
}

const NONE: readonly string[] = Object.freeze([]);

/** What the Block tab shows for the block it inspects, or for several selected blocks. */
const InspectedBlocks = memo(function InspectedBlocks({
  selected,
  several,
}: {
  selected: SelectedBlock;
  several: readonly string[];
}) {
  const store = useBlockEditorStore();
  // Read here, not in the panels: they remount for each block type, and would start without
  // presets (and merge the theme again) every time.
  const settings = useThemeSettings();
  if (several.length > 0) {
    return <MultiSelectionInspector clientIds={several} settings={settings} />;
  }
  if (selected === null) return <p className="atelier-inspector__empty">No block selected.</p>;
  // Keyed by type: selecting another paragraph updates the paragraph's panels instead of
  // mounting them again; their own state starts afresh for it (`useInspectedBlockState`).
  return (
    <InspectedBlockContext.Provider value={store.stableId(selected.block.clientId)}>
      <BlockPanels
        key={selected.block.name ?? ''}
        block={selected.block}
        owner={selected.owner}
        settings={settings}
      />
    </InspectedBlockContext.Provider>
  );
});

type SelectedBlock = { block: EditorBlock; owner: RecordRef } | null;

/** One selected block read twice (`useSelectedBlock` makes its answer afresh on every render). */
function sameBlock(a: SelectedBlock, b: SelectedBlock): boolean {
  return a === b || (a !== null && b !== null && a.block === b.block);
}

const BlockPanels = memo(function BlockPanels({
  block,
  owner,
  settings,
}: {
  block: EditorBlock;
  owner: RecordRef;
  settings: ThemeJsonSettings | undefined;
}) {
  // The store, not `useBlockEditor()`: that one follows the selection, and the panels would render
  // again (with the previous block) in the commit that selects another block.
  const { registry } = useBlockEditorStore();
  const update = useUpdateBlock(block.clientId, owner);
  const blockType = block.name === null ? undefined : registry.get(block.name);
  if (blockType === undefined) {
    return <p className="atelier-inspector__empty">This block has no settings.</p>;
  }
  const supports = blockType.supports ?? {};
  const attributes = blockAttributes(registry, block);
  return (
    <div className="atelier-inspector__block">
      <div className="atelier-inspector__card">
        <h2>{blockType.title}</h2>
        {blockType.description !== undefined && <p>{blockType.description}</p>}
      </div>
      <BlockStylesPanel blockType={blockType} attributes={attributes} update={update} />
      {[
        ...blockSettingsFor(blockType.name).map((Control, index) => ({
          key: `block-${index}`,
          Control,
        })),
        ...controlsFor(blockType).map((id) => ({ key: id, Control: CONTROL_COMPONENTS[id] })),
      ].map(({ key, Control }) => {
        return (
          <Control
            key={key}
            block={block}
            attributes={attributes}
            owner={owner}
            blockType={blockType}
            supports={supports}
            settings={settings}
            update={update}
          />
        );
      })}
    </div>
  );
});
