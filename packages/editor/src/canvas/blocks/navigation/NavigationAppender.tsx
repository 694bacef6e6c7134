import { createBlock } from '@atelier/blocks';
import { type CSSProperties, useCallback, useRef, useState } from 'react';
import type { RecordRef } from '../../../data/entities/store-state';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { withClientIds } from '../../state/editor-block';
import { insertBlocks } from '../../state/insert-blocks';
import { LinkSearchPopover } from './LinkSearchPopover';

const BUTTON_STYLE: CSSProperties = {
  minWidth: 32,
  height: 32,
  padding: '0 8px',
  border: '1px dashed currentColor',
  borderRadius: 2,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 1,
  cursor: 'pointer',
};

export interface NavigationAppenderProps {
  /** The record holding the items (a menu, or the template / part of the navigation block). */
  owner: RecordRef;
  /** The block the new item goes into (null: the top level of `owner`). */
  parentId: string | null;
}

/**
 * The 'Add block' button at the end of a menu's items (shown while the menu is being edited): it
 * opens the link popover, and the chosen page, post or address becomes a navigation link at the
 * end of the menu, selected.
 */
export function NavigationAppender({ owner, parentId }: NavigationAppenderProps) {
  const store = useBlockEditorStore();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);
  const add = (attributes: Record<string, unknown>) => {
    const link = withClientIds(createBlock(store.registry, 'core/navigation-link', attributes));
    setOpen(false);
    store.run(insertBlocks, { blocks: [link], parentId, index: Number.MAX_SAFE_INTEGER }, owner);
  };
  return (
    <li className="wp-block-navigation-item atelier-navigation-appender">
      <button
        ref={button}
        type="button"
        aria-label="Add block"
        title="Add block"
        aria-haspopup="dialog"
        aria-expanded={open}
        style={BUTTON_STYLE}
        onClick={() => setOpen(!open)}
      >
        +
      </button>
      {open && button.current !== null && (
        <LinkSearchPopover anchor={button.current} onChoose={add} onClose={close} />
      )}
    </li>
  );
}
