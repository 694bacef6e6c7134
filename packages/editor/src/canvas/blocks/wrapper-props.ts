import { type BlockType, wrapperAttributes } from '@atelier/blocks';
import { joinClasses, styleToObject } from '../block-list/dom-props';
import type { BlockRootProps } from './block-edit-props';

/**
 * Props for the root element of a block the canvas draws itself: the public renderer's wrapper
 * (`wp-block-{name}`, supports classes and styles, anchor) merged with the canvas's root props
 * (`data-block`, `data-type`, selection and layout classes).
 */
export function wrapperProps(
  blockType: BlockType | undefined,
  attributes: Readonly<Record<string, unknown>>,
  rootProps: BlockRootProps,
): Record<string, unknown> {
  const wrapper = blockType === undefined ? undefined : wrapperAttributes(blockType, attributes);
  const props: Record<string, unknown> = {
    ...rootProps,
    className: joinClasses(wrapper?.class, rootProps.className),
  };
  if (wrapper !== undefined && wrapper.style !== '') props.style = styleToObject(wrapper.style);
  if (wrapper?.id !== undefined) props.id = wrapper.id;
  return props;
}
