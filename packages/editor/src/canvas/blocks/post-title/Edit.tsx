import { useCallback, useMemo } from 'react';
import { useEntityProp } from '../../../data/entities/entity-hooks';
import { type PageInTemplate, usePageOfField } from '../../page-template/PageTemplateContext';
import { escapeText } from '../../paste/sanitize-inline';
import { fieldText } from '../../preview/preview-data';
import { RichText } from '../../rich-text/RichText';
import { htmlToText } from '../../state/rich-text-attribute';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';

const TITLE_REGION = [
  { attribute: 'title', selector: '.wp-block-post-title > a, .wp-block-post-title:not(:has(a))' },
];

function PageTitleEdit({ inTemplate, ...props }: BlockEditProps & { inTemplate: PageInTemplate }) {
  const { page } = inTemplate;
  const [title, setTitle] = useEntityProp(page.kind, page.name, 'title', page.id);
  const value = escapeText(fieldText(title));
  const change = useCallback((html: string) => setTitle(htmlToText(html)), [setTitle]);
  const regions = useMemo(() => TITLE_REGION, []);
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
          singleLine
          placeholder="Add title"
          elementProps={{ ...elementProps, 'aria-label': 'Add title' }}
          onChange={change}
        />
      )}
    />
  );
}

/**
 * `core/post-title`. In the template drawn around a page: the page's title, a one-line field
 * edited in place (the page's `title`); anywhere else the rendered preview.
 */
export function PostTitleEdit(props: BlockEditProps) {
  const inTemplate = usePageOfField();
  if (inTemplate === null) return <DynamicBlockPreview {...props} />;
  return <PageTitleEdit {...props} inTemplate={inTemplate} />;
}
