import { usePageOfField } from '../../page-template/PageTemplateContext';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';
import { EntityFieldEdit } from '../dynamic/EntityFieldEdit';

const TITLE_SELECTOR = '.wp-block-post-title > a, .wp-block-post-title:not(:has(a))';

/**
 * `core/post-title`. In the template drawn around a page: the page's title, a one-line field
 * edited in place (the page's `title`); anywhere else the rendered preview.
 */
export function PostTitleEdit(props: BlockEditProps) {
  const inTemplate = usePageOfField();
  if (inTemplate === null) return <DynamicBlockPreview {...props} />;
  return (
    <EntityFieldEdit
      {...props}
      entity={inTemplate.page}
      field="title"
      selector={TITLE_SELECTOR}
      placeholder="Add title"
      label="Add title"
      singleLine
    />
  );
}
