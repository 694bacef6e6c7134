import { useCallback, useMemo } from 'react';
import { useEntityRecord } from '../../../data/entities/entity-hooks';
import { escapeText } from '../../paste/sanitize-inline';
import { fieldText } from '../../preview/preview-data';
import { RichText } from '../../rich-text/RichText';
import { htmlToText } from '../../state/rich-text-attribute';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';

export interface SiteFieldEditProps extends BlockEditProps {
  /** The site setting edited in place (`title` or `description`). */
  field: 'title' | 'description';
  /** The element of the rendered block that holds the text. */
  selector: string;
  placeholder: string;
}

/**
 * A block showing a site setting (site title, tagline): rendered like the public site, with the
 * text editable in place; typing edits the site settings record (saved with the others).
 */
export function SiteFieldEdit({ field, selector, placeholder, ...props }: SiteFieldEditProps) {
  const { editedRecord, edit } = useEntityRecord('root', 'site');
  const value = escapeText(fieldText(editedRecord?.[field]));
  const regions = useMemo(() => [{ attribute: field, selector }], [field, selector]);
  const change = useCallback((html: string) => edit({ [field]: htmlToText(html) }), [edit, field]);
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
          placeholder={placeholder}
          elementProps={elementProps}
          onChange={change}
        />
      )}
    />
  );
}
