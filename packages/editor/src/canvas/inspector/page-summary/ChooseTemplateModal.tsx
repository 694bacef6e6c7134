import { useId } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { DEFAULT_TEMPLATE_LABEL, type PageTemplateOption } from './page-templates';
import { TemplateChoicePreview } from './TemplateChoicePreview';

interface ChooseTemplateModalProps {
  options: readonly PageTemplateOption[];
  /** The page's `template` field ('' for the default). */
  current: string;
  /** The title of the template the hierarchy gives the page by default ('Pages'). */
  defaultLabel: string;
  /** Each template's markup by slug ('' for the default), for the live previews. */
  contents?: ReadonlyMap<string, string | null>;
  onChoose(slug: string): void;
  onClose(): void;
}

interface Choice {
  slug: string;
  title: string;
  description: string;
}

/**
 * 'Choose a template': the default template and every template the page may use, each a button
 * with a live preview of the template; the one in use is pressed. Choosing one closes the dialog.
 */
export function ChooseTemplateModal({
  options,
  current,
  defaultLabel,
  contents,
  onChoose,
  onClose,
}: ChooseTemplateModalProps) {
  const prefix = useId();
  const choices: Choice[] = [
    {
      slug: '',
      title: DEFAULT_TEMPLATE_LABEL,
      description:
        defaultLabel === DEFAULT_TEMPLATE_LABEL
          ? 'The template the theme shows pages with.'
          : `The theme’s “${defaultLabel}” template.`,
    },
    ...options.map((option) => ({ ...option, description: option.slug })),
  ];
  return (
    <Modal title="Choose a template" onClose={onClose} size="large">
      <ul className="atelier-page-summary__templates">
        {choices.map((choice, index) => {
          const id = `${prefix}-${index}`;
          return (
            <li key={choice.slug === '' ? '(default)' : choice.slug}>
              <button
                type="button"
                className="atelier-page-summary__template"
                aria-pressed={choice.slug === current}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
                onClick={() => onChoose(choice.slug)}
              >
                <TemplateChoicePreview
                  content={contents?.get(choice.slug) ?? null}
                  title={choice.title}
                />
                <span id={`${id}-title`} className="atelier-page-summary__template-title">
                  {choice.title}
                </span>
                <span
                  id={`${id}-description`}
                  className="atelier-page-summary__template-description"
                >
                  {choice.description}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
