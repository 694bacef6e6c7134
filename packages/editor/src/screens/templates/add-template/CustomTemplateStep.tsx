import { type FormEvent, useId, useState } from 'react';
import { customTemplateName, customTemplateSlug } from '../custom-template-slug';
import type { NewTemplate } from './use-create-template';
import '../../../ui/button.css';

interface CustomTemplateStepProps {
  isCreating: boolean;
  onCreate: (template: NewTemplate) => void;
  onBack: () => void;
}

/** The custom generic template step (spec 1 §5): a name (default 'Custom Template'). */
export function CustomTemplateStep({ isCreating, onCreate, onBack }: CustomTemplateStepProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCreating) return;
    onCreate({
      slug: customTemplateSlug(name),
      title: customTemplateName(name),
      description: '',
      status: 'publish',
      isCustom: true,
    });
  };
  return (
    <form className="atelier-add-template__form" onSubmit={submit}>
      <label htmlFor={nameId}>Name</label>
      <input
        id={nameId}
        type="text"
        value={name}
        placeholder="Custom Template"
        onChange={(event) => setName(event.target.value)}
      />
      <p className="atelier-add-template__help">
        Describe what the template is for, e.g. "Full width". Custom templates can be chosen for any
        page or post.
      </p>
      <div className="atelier-add-template__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="atelier-button" aria-disabled={isCreating}>
          Create
        </button>
      </div>
    </form>
  );
}
