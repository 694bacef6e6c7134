import { useState } from 'react';
import { useDirtyRecords } from '../../data/entities/entity-hooks';
import { Dialog, DialogHeading } from '../Modal/lazy-dialog';
import { wrapFocus } from './focus-wrap';
import { useSaveFlow } from './SaveFlowProvider';
import './SavePanel.css';

/**
 * The save panel: a modal listing every dirty record with a checkbox (checked to start), its
 * title and type; saves the checked ones. Focus stays inside until it closes; the page behind
 * is dimmed, as behind the editor's other modals.
 */
export function SavePanel() {
  const { dirtyRecords } = useDirtyRecords();
  const { closePanel, saveRecords, isPreviewingTheme } = useSaveFlow();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const checked = dirtyRecords.filter((record) => !unchecked.has(record.key));
  const toggle = (key: string) =>
    setUnchecked((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submitLabel = isPreviewingTheme ? 'Activate & Save' : 'Save';

  return (
    <Dialog
      open
      onClose={closePanel}
      className="atelier-save-panel"
      backdrop={<div className="atelier-save-panel__backdrop" />}
      onKeyDown={wrapFocus}
    >
      <DialogHeading className="atelier-save-panel__title">Save changes</DialogHeading>
      <p className="atelier-save-panel__intro">Tick the changes to save now.</p>
      <ul className="atelier-save-panel__list">
        {dirtyRecords.map((record) => (
          <li key={record.key} className="atelier-save-panel__item">
            <label>
              <input
                type="checkbox"
                checked={!unchecked.has(record.key)}
                onChange={() => toggle(record.key)}
              />
              <span className="atelier-save-panel__record-title">{record.title}</span>
              <span className="atelier-save-panel__type">{record.typeLabel}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="atelier-save-panel__actions">
        <button type="button" className="atelier-save-panel__cancel" onClick={closePanel}>
          Cancel
        </button>
        <button
          type="button"
          className="atelier-save-panel__save"
          disabled={checked.length === 0}
          onClick={() => void saveRecords(checked, false)}
        >
          {submitLabel}
        </button>
      </div>
    </Dialog>
  );
}
