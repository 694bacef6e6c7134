import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CheckIcon } from '../../ui/icons';
import { isNode } from '../interaction/dom-blocks';

export interface MenuItem {
  key: string;
  label: string;
  /** A keyboard shortcut, shown right-aligned and muted. */
  hint?: string;
  icon?: ReactNode;
  pressed?: boolean;
  onSelect(): void;
}

/** A toolbar button opening a menu of items (Escape or a click outside closes it). */
export function ToolbarMenu({
  label,
  title,
  content,
  items,
}: {
  label: string;
  /** The tooltip; the label when not given. */
  title?: string;
  content: ReactNode;
  items: readonly (MenuItem | 'separator')[];
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  useEffect(() => {
    if (!open) return;
    const doc = ref.current?.ownerDocument;
    const onDown = (event: MouseEvent) => {
      const target = event.target;
      if (isNode(target) && ref.current?.contains(target)) return;
      setOpen(false);
    };
    doc?.addEventListener('mousedown', onDown);
    return () => doc?.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <div className="atelier-block-toolbar__group" ref={ref} style={{ position: 'relative' }}>
      <button
        type="button"
        aria-label={label}
        title={title ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        {content}
      </button>
      {open && (
        <div className="atelier-menu" role="menu" aria-label={label} onKeyDown={closeOnEscape}>
          {items.map((item, index) =>
            item === 'separator' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity
              <hr key={`separator-${index}`} />
            ) : (
              <button
                key={item.key}
                type="button"
                {...roleOf(item)}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                <span className="atelier-menu__label">{item.label}</span>
                {item.pressed === true && (
                  <span className="atelier-menu__check">
                    <CheckIcon />
                  </span>
                )}
                {item.hint !== undefined && <span className="atelier-menu__hint">{item.hint}</span>}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}

/** A plain item is a menu item; one with a pressed state is a radio item, checked or not. */
function roleOf(
  item: MenuItem,
): { role: 'menuitem' } | { role: 'menuitemradio'; 'aria-checked': boolean } {
  return item.pressed === undefined
    ? { role: 'menuitem' }
    : { role: 'menuitemradio', 'aria-checked': item.pressed };
}
