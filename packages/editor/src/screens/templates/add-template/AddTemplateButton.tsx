import { lazy, Suspense, useState } from 'react';
import type { TemplateItem } from '../../../domain/templates/template-item';
import { AddTemplateModal } from './AddTemplateModal';
import { type NewTemplate, useCreateTemplate } from './use-create-template';
import '../../../ui/button.css';

// With the live previews' renderer and styles: loaded only when a new template asks for a pattern.
const StartPatternModal = lazy(() =>
  import('../../../canvas/start-patterns/StartPatternModal').then((module) => ({
    default: module.StartPatternModal,
  })),
);

/** 'Add template' and the modals it opens (hidden on small screens by its callers). */
export function AddTemplateButton({
  templates,
  className = 'atelier-button',
}: {
  templates: readonly TemplateItem[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { create, isCreating, patternChoice } = useCreateTemplate();
  const onCreate = (template: NewTemplate) => {
    void create(template).then((created) => created && setOpen(false));
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Add template
      </button>
      {open && patternChoice === null && (
        <AddTemplateModal
          templates={templates}
          isCreating={isCreating}
          onCreate={onCreate}
          onClose={() => setOpen(false)}
        />
      )}
      {patternChoice !== null && (
        <Suspense fallback={null}>
          <StartPatternModal
            patterns={patternChoice.patterns}
            onChoose={(pattern) => patternChoice.answer(pattern.content)}
            onSkip={() => patternChoice.answer(null)}
          />
        </Suspense>
      )}
    </>
  );
}
