import { useCallback, useMemo } from 'react';
import { useEntityProp } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { escapeText } from '../../paste/sanitize-inline';
import { fieldText } from '../../preview/preview-data';
import { RichText } from '../../rich-text/RichText';
import { htmlToText } from '../../state/rich-text-attribute';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from './DynamicBlockPreview';

export interface EntityFieldEditProps extends BlockEditProps {
  /** The record whose text field the block shows (the site settings, a page). */
  entity: RecordRef;
  /** The field edited in place (`title`, `description`). */
  field: string;
  /** The element of the rendered block that holds the text. */
  selector: string;
  placeholder: string;
  /** One line: Enter does not split the text. */
  singleLine?: boolean;
  /** The field's accessible name, when the placeholder alone should not be it. */
  label?: string;
}

/**
 * A dynamic block rendered like the public site whose text is one field of a record, edited in
 * place: typing edits that record (saved with the others), as the site title edits the site
 * settings and a page's post title edits the page.
 */
export function EntityFieldEdit({
  entity,
  field,
  selector,
  placeholder,
  singleLine = false,
  label,
  ...props
}: EntityFieldEditProps) {
  // Only this field: typing elsewhere in the record does not render the block again.
  const [text, setText] = useEntityProp(entity.kind, entity.name, field, entity.id);
  const value = escapeText(fieldText(text));
  const regions = useMemo(() => [{ attribute: field, selector }], [field, selector]);
  const change = useCallback((html: string) => setText(htmlToText(html)), [setText]);
  return (
    <DynamicBlockPreview
      {...props}
      regions={regions}
      renderRegion={(region, tagName, elementProps) => (
        <RichText
          key={`rich-${region.attribute}`}
          clientId={props.block.clientId}
          attribute={region.attribute}
          tagName={tagName}
          value={value}
          isMain={false}
          singleLine={singleLine}
          placeholder={placeholder}
          elementProps={
            label === undefined ? elementProps : { ...elementProps, 'aria-label': label }
          }
          onChange={change}
        />
      )}
    />
  );
}
