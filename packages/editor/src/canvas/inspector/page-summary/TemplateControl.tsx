import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useState } from 'react';
import { ChooseTemplateModal } from './ChooseTemplateModal';
import type { PageTemplateOption, PageTemplateState } from './page-templates';
import { SummaryRow } from './SummaryRow';

interface TemplateControlProps {
  state: PageTemplateState;
  /** The templates the page may use (`eligiblePageTemplates`). */
  options: readonly PageTemplateOption[];
  /** The page's `template` field: a slug, or empty for the default. */
  current: string;
  /** Sets the page's template ('' for the default): one undoable edit, saved with the page. */
  onChoose(slug: string): void;
  /** Each template's markup by slug ('' for the default), for the dialog's live previews. */
  contents?: ReadonlyMap<string, string | null>;
  /** Opens the template in use in the canvas; without it the menu has no 'Edit template'. */
  onEditTemplate?: (() => void) | undefined;
}

/**
 * 'Template': a button naming the template the page is shown with, opening 'Edit template'
 * (when the canvas offers it), 'Change template' (the 'Choose a template' dialog) and, while
 * the page has a template of its own, 'Use default template'. The front page and the posts page
 * keep the template the hierarchy gives them.
 */
export function TemplateControl({
  state,
  options,
  current,
  onChoose,
  contents,
  onEditTemplate,
}: TemplateControlProps) {
  const [choosing, setChoosing] = useState(false);
  const canEdit = onEditTemplate !== undefined && state.used !== undefined;
  if (!state.canSwitch && !canEdit) {
    return <SummaryRow label="Template">{state.label}</SummaryRow>;
  }
  return (
    <SummaryRow label="Template">
      <MenuProvider placement="bottom-end">
        <MenuButton
          className="atelier-page-summary__toggle"
          aria-label={`Change template: ${state.label}`}
        >
          {state.label}
        </MenuButton>
        <Menu className="atelier-page-summary__menu" gutter={4}>
          {canEdit && (
            <MenuItem className="atelier-page-summary__menu-item" onClick={onEditTemplate}>
              Edit template
            </MenuItem>
          )}
          {state.canSwitch && (
            <MenuItem className="atelier-page-summary__menu-item" onClick={() => setChoosing(true)}>
              Change template
            </MenuItem>
          )}
          {state.canSwitch && state.hasOwnTemplate && (
            <MenuItem className="atelier-page-summary__menu-item" onClick={() => onChoose('')}>
              Use default template
            </MenuItem>
          )}
        </Menu>
      </MenuProvider>
      {choosing && (
        <ChooseTemplateModal
          options={options}
          current={current}
          defaultLabel={state.defaultLabel}
          contents={contents}
          onChoose={(slug) => {
            setChoosing(false);
            onChoose(slug);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </SummaryRow>
  );
}
