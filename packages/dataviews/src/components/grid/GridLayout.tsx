import { Composite, CompositeItem, CompositeProvider, CompositeRow } from '@ariakit/react';
import { useRef } from 'react';
import { canSelectItem } from '../../actions/action-eligibility';
import { ItemActions } from '../../actions/ItemActions';
import { findField, getFieldLabel } from '../../fields/field-access';
import { renderField } from '../../fields/render-field';
import { isInnerControl } from '../is-inner-control';
import type { LayoutProps } from '../layout-props';
import { SelectionCheckbox } from '../SelectionCheckbox';
import { useProgressiveItems } from '../use-progressive-items';
import { chunkRows, useGridColumns } from './grid-columns';
import './GridLayout.css';

/**
 * Grid layout: cards with the media field on top, then the primary field, badges and the other
 * visible fields. At least two columns, more as the container widens. Arrow keys move between
 * cards; cards appear progressively, 3 per frame.
 */
export function GridLayout<Item>({
  data,
  fields,
  visibleFields,
  view,
  actions,
  getItemId,
  getItemTitle,
  selection,
  onChangeSelection,
  isSelectable,
  onRunAction,
}: LayoutProps<Item>) {
  const shown = useProgressiveItems(data);
  const gridRef = useRef<HTMLDivElement>(null);
  const rows = chunkRows(shown, useGridColumns(gridRef));
  const layout = view.layout ?? {};
  const media = findField(fields, layout.mediaField);
  const primary = findField(fields, layout.primaryField);
  const badgeIds = layout.badgeFields ?? [];
  const badges = visibleFields.filter((field) => badgeIds.includes(field.id));
  const others = visibleFields.filter(
    (field) =>
      field.id !== layout.mediaField &&
      field.id !== layout.primaryField &&
      !badgeIds.includes(field.id),
  );

  // Rows are keyed by their first item, so cards keep their identity as rows fill up.
  function rowKey(row: Item[]): string {
    const [first] = row;
    return first === undefined ? '' : getItemId(first);
  }

  function toggle(id: string) {
    onChangeSelection(
      selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id],
    );
  }

  return (
    <CompositeProvider>
      <Composite ref={gridRef} className="dataviews-grid" role="list" aria-label="Items">
        {rows.map((row) => (
          <CompositeRow key={rowKey(row)} role="none" className="dataviews-grid__row">
            {row.map((item) => {
              const id = getItemId(item);
              const title = getItemTitle(item);
              const isSelected = selection.includes(id);
              return (
                <CompositeItem
                  key={id}
                  role="listitem"
                  aria-label={title}
                  className={`dataviews-grid__card${isSelected ? ' is-selected' : ''}`}
                  render={<div />}
                  onClick={(event) => {
                    if (
                      isSelectable &&
                      canSelectItem(actions, item) &&
                      !isInnerControl(event.target, event.currentTarget)
                    ) {
                      toggle(id);
                    }
                  }}
                >
                  {media && <div className="dataviews-grid__media">{renderField(media, item)}</div>}
                  <div className="dataviews-grid__header">
                    {/* A card no bulk action applies to has no checkbox (a disabled one reads as a control). */}
                    {isSelectable && canSelectItem(actions, item) && (
                      <SelectionCheckbox
                        label={`Select ${title}`}
                        checked={isSelected}
                        onChange={() => toggle(id)}
                      />
                    )}
                    <div className="dataviews-grid__primary">
                      {primary ? renderField(primary, item) : title}
                    </div>
                    <ItemActions
                      item={item}
                      itemTitle={title}
                      actions={actions}
                      onRunAction={onRunAction}
                    />
                  </div>
                  {badges.length > 0 && (
                    <div className="dataviews-grid__badges">
                      {badges.map((field) => (
                        <span key={field.id} className="dataviews-grid__badge">
                          {renderField(field, item)}
                        </span>
                      ))}
                    </div>
                  )}
                  {others.length > 0 && (
                    <dl className="dataviews-grid__fields">
                      {others.map((field) => (
                        <div key={field.id} className="dataviews-grid__field">
                          <dt>{getFieldLabel(field)}</dt>
                          <dd>{renderField(field, item)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </CompositeItem>
              );
            })}
          </CompositeRow>
        ))}
      </Composite>
    </CompositeProvider>
  );
}
