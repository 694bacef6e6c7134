import { blockAttributes } from '@atelier/blocks';
import { type CSSProperties, useMemo } from 'react';
import { joinClasses } from '../../block-list/dom-props';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { NavigationAppender } from '../navigation/NavigationAppender';
import { useNavigationOptions } from '../navigation/NavigationOptions';
import { useSelectionWithin } from '../navigation/use-selection-within';
import { ItemLabel } from '../navigation-link/ItemLabel';
import { keepLabelOnOneLine } from '../navigation-link/item-events';
import { navigationSubmenuMarkup } from '../navigation-link/link-markup';

/** While a submenu is edited its items stay open (on the site they open on hover or focus). */
const OPEN_STYLE: CSSProperties = {
  visibility: 'visible',
  opacity: 1,
  height: 'auto',
  width: 'auto',
  overflow: 'visible',
};

/**
 * `core/navigation-submenu` in the canvas: the public markup (a link, or a button when the
 * navigation opens submenus on click), the label typed in place, its items in
 * `ul.wp-block-navigation__submenu-container`, opened with an appender while it is edited.
 */
export function NavigationSubmenuEdit({ block, rootProps, innerBlocks }: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const owner = useBlockOwner();
  const { openSubmenusOnClick } = useNavigationOptions();
  const editing = useSelectionWithin(block.clientId);
  const hasItems = block.innerBlocks.length > 0;
  const markup = useMemo(() => {
    const type = registry.get(block.name ?? '');
    return type === undefined
      ? null
      : navigationSubmenuMarkup(type, blockAttributes(registry, block), {
          hasItems: hasItems || editing,
          openOnClick: openSubmenusOnClick,
        });
  }, [registry, block, hasItems, editing, openSubmenusOnClick]);
  if (markup === null) return <li {...rootProps}>{innerBlocks}</li>;
  const label = <ItemLabel clientId={block.clientId} value={markup.label} />;
  return (
    <li
      id={markup.id}
      style={markup.style}
      {...rootProps}
      className={joinClasses(markup.className, rootProps.className)}
      onKeyDownCapture={keepLabelOnOneLine}
    >
      {markup.toggle === 'button' ? (
        // Opening on click, the public site draws a button; its label is still typed in place.
        <button type="button" className={markup.toggleClassName} aria-expanded={editing}>
          {label}
        </button>
      ) : (
        <a className={markup.toggleClassName} {...markup.link} draggable={false}>
          {label}
        </a>
      )}
      {(hasItems || editing) && (
        <ul
          className="wp-block-navigation__submenu-container wp-block-navigation-submenu"
          style={editing ? OPEN_STYLE : undefined}
        >
          {innerBlocks}
          {editing && <NavigationAppender owner={owner} parentId={block.clientId} />}
        </ul>
      )}
    </li>
  );
}
