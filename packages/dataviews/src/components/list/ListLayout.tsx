import { Composite, CompositeItem, CompositeProvider } from '@ariakit/react';
import { ItemActions } from '../../actions/ItemActions';
import { findField } from '../../fields/field-access';
import { renderField } from '../../fields/render-field';
import { isInnerControl } from '../is-inner-control';
import type { LayoutProps } from '../layout-props';
import { useProgressiveItems } from '../use-progressive-items';
import './ListLayout.css';

/**
 * List layout: one row per item with its media and primary field and the other visible fields
 * beneath. Clicking a row (or Enter/Space on it) selects that one item, and the 380 px preview
 * panel beside the list shows it. Arrow keys move between rows; rows appear 3 per frame.
 */
export function ListLayout<Item>({
  data,
  fields,
  visibleFields,
  view,
  actions,
  getItemId,
  getItemTitle,
  selection,
  onChangeSelection,
  onRunAction,
  renderPreview,
}: LayoutProps<Item>) {
  const shown = useProgressiveItems(data);
  const layout = view.layout ?? {};
  const media = findField(fields, layout.mediaField);
  const primary = findField(fields, layout.primaryField);
  const others = visibleFields.filter(
    (field) => field.id !== layout.mediaField && field.id !== layout.primaryField,
  );
  const selectedItem = data.find((item) => selection.includes(getItemId(item)));

  return (
    <div className={`dataviews-list-layout${renderPreview ? ' has-preview' : ''}`}>
      <CompositeProvider orientation="vertical">
        <Composite className="dataviews-list" role="list" aria-label="Items">
          {shown.map((item) => {
            const id = getItemId(item);
            const title = getItemTitle(item);
            const isSelected = selection.includes(id);
            return (
              <CompositeItem
                key={id}
                role="listitem"
                aria-label={title}
                aria-current={isSelected ? 'true' : undefined}
                className={`dataviews-list__row${isSelected ? ' is-selected' : ''}`}
                render={<div />}
                onClick={(event) => {
                  if (!isInnerControl(event.target, event.currentTarget)) {
                    onChangeSelection([id]);
                  }
                }}
              >
                {media && <div className="dataviews-list__media">{renderField(media, item)}</div>}
                <div className="dataviews-list__content">
                  <div className="dataviews-list__primary">
                    {primary ? renderField(primary, item) : title}
                  </div>
                  {others.length > 0 && (
                    <div className="dataviews-list__fields">
                      {others.map((field) => (
                        <span key={field.id} className="dataviews-list__field">
                          {renderField(field, item)}
                        </span>
                      ))}
                    </div>
                  )}
                </div>
                <ItemActions
                  item={item}
                  itemTitle={title}
                  actions={actions}
                  onRunAction={onRunAction}
                />
              </CompositeItem>
            );
          })}
        </Composite>
      </CompositeProvider>
      {renderPreview && (
        <section className="dataviews-list-layout__preview" aria-label="Preview">
          {renderPreview(selectedItem)}
        </section>
      )}
    </div>
  );
}
