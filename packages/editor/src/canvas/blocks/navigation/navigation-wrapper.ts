import {
  type BlockAttributes,
  type BlockType,
  navigationClasses,
  wrapperAttributes,
} from '@atelier/blocks';
import { styleToObject } from '../../block-list/dom-props';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The `<nav>` element's props (without the layout classes, which every block root gets). */
export interface NavigationWrapperProps {
  className: string;
  style: Record<string, string>;
  id?: string;
  'aria-label': string;
}

/**
 * The props of the navigation block's `<nav>` as the public renderer writes them: the default
 * class, support classes and styles, the block's own classes (`navigationClasses`: text colour,
 * `is-responsive`, `items-justified-*`), an inline text colour and the menu's accessible name.
 */
export function navigationWrapperProps(
  blockType: BlockType,
  attributes: BlockAttributes,
): NavigationWrapperProps {
  const customText = text(attributes.customTextColor);
  const wrapper = wrapperAttributes(blockType, attributes, {
    className: navigationClasses(attributes),
    style: customText === undefined ? [] : [['color', customText]],
  });
  const props: NavigationWrapperProps = {
    className: wrapper.class,
    style: styleToObject(wrapper.style),
    'aria-label': text(attributes.ariaLabel) ?? 'Navigation',
  };
  if (wrapper.id !== undefined && wrapper.id !== '') props.id = wrapper.id;
  return props;
}
