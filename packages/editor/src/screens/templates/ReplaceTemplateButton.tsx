import { useState } from 'react';
import { Modal } from '../../components/Modal/Modal';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import type { TemplateItem } from '../../domain/templates/template-item';
import { templateRef } from '../../domain/templates/template-operations';
import { useStartPatterns } from './add-template/use-start-patterns';
import './add-template/AddTemplateModal.css';
import '../../ui/button.css';

/**
 * 'Replace template' (spec 1 §4.7): shown only when the theme has patterns for this template;
 * 'Choose a template' puts the chosen one in place as an undoable edit, saved with the Save
 * button like any other change.
 */
export function ReplaceTemplateButton({ item }: { item: TemplateItem }) {
  const store = useEntityStore();
  const patterns = useStartPatterns(item.slug);
  const [open, setOpen] = useState(false);
  if (patterns.length === 0) return null;
  const choose = (content: string) => {
    store.edit(templateRef(item), { content });
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="atelier-button is-secondary" onClick={() => setOpen(true)}>
        Replace template
      </button>
      {open && (
        <Modal title="Choose a template" size="large" onClose={() => setOpen(false)}>
          <ul className="atelier-add-template__choices" aria-label="Templates">
            {patterns.map((pattern) => (
              <li key={pattern.name}>
                <button
                  type="button"
                  className="atelier-add-template__choice"
                  onClick={() => choose(pattern.content)}
                >
                  <span className="atelier-add-template__choice-title">{pattern.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
