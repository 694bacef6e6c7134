import type { Action } from '@atelier/dataviews';
import { RecordActionsMenu } from '../../components/record-details/RecordActionsMenu';
import { displayTitle, type TemplateItem } from './template-item';

const LEFT_OUT = ['edit'];

/**
 * The actions menu of one template or part (its details screen, the canvas's document tab): the
 * manage list's actions eligible for it, minus Edit, which has its own button. Named after the
 * template, as screens may show several.
 */
export function TemplateActionsMenu({
  item,
  actions,
}: {
  item: TemplateItem;
  actions: Action<TemplateItem>[];
}) {
  return (
    <RecordActionsMenu
      item={item}
      actions={actions}
      exclude={LEFT_OUT}
      label={`Actions: ${displayTitle(item)}`}
    />
  );
}
