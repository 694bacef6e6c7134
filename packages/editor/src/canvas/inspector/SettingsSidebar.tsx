import { useEffect, useId } from 'react';
import { findEntityConfig } from '../../data/entities/entity-config';
import { useChrome, useChromeStore } from '../chrome/ChromeContext';
import type { SidebarTab } from '../chrome/chrome-store';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectedClientIds } from '../state/block-editor-hooks';
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
  const record = useBlockEditorStore().rootRef;
  // One block or several (a multi-selection opens the Block tab too, with its summary).
  const selection = useSelectedClientIds().join(' ');
  const baseId = useId();

  useEffect(() => {
    chrome.set({ sidebarTab: tabForSelection(selection !== '', record.name) });
  }, [chrome, selection, record.name]);

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
