import { RecordActionsMenu } from '../../components/record-details/RecordActionsMenu';
import { type PatternItem, patternTitle } from './pattern-item';
import { usePatternActions } from './use-pattern-actions';

const LEFT_OUT = ['edit-post'];

/**
 * The actions menu of one pattern or template part (its detail screen): the eligible actions,
 * minus Edit, which has its own button. Named after the item, as screens may show several.
 */
export function PatternActionsMenu({
  item,
  afterRemoval,
}: {
  item: PatternItem;
  afterRemoval?: (items: PatternItem[]) => void;
}) {
  const actions = usePatternActions({ afterRemoval });
  return (
    <RecordActionsMenu
      item={item}
      actions={actions}
      exclude={LEFT_OUT}
      label={`Actions: ${patternTitle(item)}`}
    />
  );
}
