import { type BlockAttributes, type BlockType, wrapperAttributes } from '@atelier/blocks';
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
 * class, support classes and styles, the text colour (`has-text-color`, `has-{slug}-color` or an
 * inline colour) and the menu's accessible name.
 */
export function navigationWrapperProps(
  blockType: BlockType,
  attributes: BlockAttributes,
): NavigationWrapperProps {
  const textSlug = text(attributes.textColor);
  const customText = text(attributes.customTextColor);
  const colourClasses = [
    textSlug === undefined && customText === undefined ? undefined : 'has-text-color',
    textSlug === undefined ? undefined : `has-${textSlug}-color`,
  ].filter((name): name is string => name !== undefined);
  const wrapper = wrapperAttributes(blockType, attributes, {
    className: colourClasses.join(' '),
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
