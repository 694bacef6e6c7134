import { useEffect, useId } from 'react';
import { findEntityConfig } from '../../data/entities/entity-config';
import { useChrome, useChromeStore } from '../chrome/ChromeContext';
import type { SidebarTab } from '../chrome/chrome-store';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectionOrTrees } from '../state/block-editor-hooks';
import { InspectorPanel } from './InspectorPanel';
import { tabForSelection } from './sidebar-tab';
import './Inspector.css';

/**
 * The settings sidebar (spec 1 §2.9), region 'Editor settings': the document tab named by the
 * post type label and the Block tab.
 */
export function SettingsSidebar() {
  const chrome = useChromeStore();
  const open = useChrome((state) => state.sidebarOpen);
  const tab = useChrome((state) => state.sidebarTab);
  const store = useBlockEditorStore();
  const record = store.rootRef;
  const subscribe = useSelectionOrTrees(store);
  const baseId = useId();

  // The tab follows each new selection: one block or several (a multi-selection opens the Block
  // tab too, with its summary). Heard from the store, not rendered: selecting another block
  // renders none of the sidebar around the Block tab.
  useEffect(() => {
    let last: string | null = null;
    const follow = () => {
      const selection = [...store.selectedIds()].join(' ');
      if (selection === last) return;
      last = selection;
      chrome.set({ sidebarTab: tabForSelection(selection !== '', record.name) });
    };
    follow();
    return subscribe(follow);
  }, [chrome, store, subscribe, record.name]);

  if (!open) return null;
  const typeLabel = findEntityConfig(record.kind, record.name)?.label ?? record.name;
  const tabs: { id: SidebarTab; label: string }[] = [
    { id: 'document', label: typeLabel },
    { id: 'block', label: 'Block' },
  ];
  return (
    <section className="atelier-inspector" aria-label="Editor settings" tabIndex={-1}>
      <div className="atelier-inspector__header">
        <div role="tablist" aria-label="Settings">
          {tabs.map((item) => (
            <button
              key={item.id}
              id={`${baseId}-${item.id}`}
              type="button"
              role="tab"
              aria-selected={tab === item.id}
              aria-controls={`${baseId}-panel`}
              onClick={() => chrome.set({ sidebarTab: item.id })}
            >
              {item.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Close Settings"
          onClick={() => chrome.set({ sidebarOpen: false })}
        >
          ×
        </button>
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}`}>
        <InspectorPanel tab={tab} record={record} />
      </div>
    </section>
  );
}
