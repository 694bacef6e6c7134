import { blockAttributes } from '@atelier/blocks';
import { createElement, useMemo } from 'react';
import { joinClasses } from '../../block-list/dom-props';
import { RecordBlockList } from '../../block-list/RootBlockList';
import { usePageOfField } from '../../page-template/PageTemplateContext';
import { BlockOwnerProvider, useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';
import { wrapperProps } from '../wrapper-props';

const TAGS = new Set(['div', 'main', 'section']);

/**
 * `core/post-content`. In the template drawn around a page: the page's own blocks, editable in
 * place (they belong to the page, so editing them marks the page dirty), in the wrapper the
 * public site gives them. Anywhere else (a template edited on its own): the rendered preview.
 */
export function PostContentEdit(props: BlockEditProps) {
  const { block, rootProps } = props;
  const inTemplate = usePageOfField();
  const { registry } = useBlockEditorStore();
  const attributes = useMemo(() => blockAttributes(registry, block), [registry, block]);
  if (inTemplate === null) return <DynamicBlockPreview {...props} />;
  const blockType = block.name === null ? undefined : registry.get(block.name);
  const wrapper = wrapperProps(blockType, attributes, rootProps);
  const tag =
    typeof attributes.tagName === 'string' && TAGS.has(attributes.tagName)
      ? attributes.tagName
      : 'div';
  return createElement(
    tag,
    { ...wrapper, className: joinClasses('entry-content', String(wrapper.className ?? '')) },
    <BlockOwnerProvider owner={inTemplate.page}>
      <RecordBlockList editing={inTemplate.editing} owner={inTemplate.page} />
    </BlockOwnerProvider>,
  );
}
