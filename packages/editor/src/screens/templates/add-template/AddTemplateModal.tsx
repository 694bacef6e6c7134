import { useMemo, useState } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import type { TemplateItem } from '../../../domain/templates/template-item';
import { SPECIFIC_TEMPLATE_KINDS, type SpecificTemplateKind } from '../specific-templates';
import { CustomTemplateStep } from './CustomTemplateStep';
import { hierarchyTemplatePayload, missingHierarchyTemplates } from './missing-templates';
import { SpecificItemStep } from './SpecificItemStep';
import type { NewTemplate } from './use-create-template';
import './AddTemplateModal.css';
import '../../../ui/button.css';

type Step = { id: 'list' } | { id: 'specific'; kind: SpecificTemplateKind } | { id: 'custom' };

interface AddTemplateModalProps {
  templates: readonly TemplateItem[];
  isCreating: boolean;
  onCreate: (template: NewTemplate) => void;
  onClose: () => void;
}

interface ChoiceProps {
  title: string;
  description: string;
  disabled: boolean;
  onChoose: () => void;
}

function Choice({ title, description, disabled, onChoose }: ChoiceProps) {
  return (
    <li>
      <button
        type="button"
        className="atelier-add-template__choice"
        aria-disabled={disabled}
        onClick={() => !disabled && onChoose()}
      >
        <span className="atelier-add-template__choice-title">{title}</span>
        <span className="atelier-add-template__choice-description">{description}</span>
      </button>
    </li>
  );
}

/**
 * The Add template modal (spec 1 §4.3): the missing hierarchy templates, templates for one
 * specific item, and a custom template. Closing always comes back to the list.
 */
export function AddTemplateModal({
  templates,
  isCreating,
  onCreate,
  onClose,
}: AddTemplateModalProps) {
  const [step, setStep] = useState<Step>({ id: 'list' });
  const slugs = useMemo(() => templates.map((template) => template.slug), [templates]);
  const missing = useMemo(() => missingHierarchyTemplates(slugs), [slugs]);
  const back = () => setStep({ id: 'list' });

  if (step.id === 'specific') {
    return (
      <Modal title={`Add template: ${step.kind.label}`} size="large" onClose={onClose}>
        <SpecificItemStep
          kind={step.kind}
          templateSlugs={slugs}
          isCreating={isCreating}
          onCreate={onCreate}
          onBack={back}
        />
      </Modal>
    );
  }
  if (step.id === 'custom') {
    return (
      <Modal title="Create custom template" onClose={onClose}>
        <CustomTemplateStep isCreating={isCreating} onCreate={onCreate} onBack={back} />
      </Modal>
    );
  }
  return (
    <Modal title="Add template" size="large" onClose={onClose}>
      <p className="atelier-add-template__intro">
        Choose what the new template is for. It starts as a copy of the template that shows there
        today.
      </p>
      <ul className="atelier-add-template__choices" aria-label="Template types">
        {missing.map((template) => (
          <Choice
            key={template.slug}
            title={template.title}
            description={template.description}
            disabled={isCreating}
            onChoose={() => onCreate(hierarchyTemplatePayload(template))}
          />
        ))}
        {SPECIFIC_TEMPLATE_KINDS.map((kind) => (
          <Choice
            key={kind.id}
            title={kind.label}
            description={kind.description}
            disabled={isCreating}
            onChoose={() => setStep({ id: 'specific', kind })}
          />
        ))}
        <Choice
          title="Custom template"
          description="A template you name yourself and can assign to any page or post."
          disabled={isCreating}
          onChoose={() => setStep({ id: 'custom' })}
        />
      </ul>
    </Modal>
  );
}
