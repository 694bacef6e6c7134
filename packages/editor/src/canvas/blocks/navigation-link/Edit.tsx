import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { joinClasses } from '../../block-list/dom-props';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { htmlToText } from '../../state/rich-text-attribute';
import type { BlockEditProps } from '../block-edit-props';
import { ItemLabel } from './ItemLabel';
import { keepLabelOnOneLine } from './item-events';
import { navigationLinkMarkup } from './link-markup';

/**
 * `core/navigation-link` in the canvas: the public `li` / `a` / `span` markup with the label
 * typed in place; a click selects the item and never follows the link.
 */
export function NavigationLinkEdit({ block, rootProps }: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const markup = useMemo(() => {
    const type = registry.get(block.name ?? '');
    return type === undefined ? null : navigationLinkMarkup(type, blockAttributes(registry, block));
  }, [registry, block]);
  if (markup === null) return <li {...rootProps} />;
  return (
    <li
      id={markup.id}
      style={markup.style}
      {...rootProps}
      className={joinClasses(markup.className, rootProps.className)}
      onKeyDownCapture={keepLabelOnOneLine}
    >
      <a className="wp-block-navigation-item__content" {...markup.link} draggable={false}>
        <ItemLabel clientId={block.clientId} value={markup.label} />
        {markup.description !== undefined && (
          <span className="wp-block-navigation-item__description">
            {htmlToText(markup.description)}
          </span>
        )}
      </a>
    </li>
  );
}
