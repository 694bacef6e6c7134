import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type LoadOnce, loadOnce } from '../../app/load-once';
import { afterPageSettles } from '../../app/page-load';
import { TYPED_AHEAD_MS } from '../../app/typed-ahead/typed-ahead';

/** What a menu loaded on first use accepts: open as it arrives (the click that asked for it). */
export interface OpensOnArrival {
  defaultOpen?: boolean;
}

type MenuLoader<P> = () => Promise<ComponentType<P & OpensOnArrival>>;

/** Each menu's module, by its loader: every mount of one menu shares one fetch. */
const menus = new WeakMap<object, LoadOnce<unknown>>();

function menuModule<P>(load: MenuLoader<P>): LoadOnce<ComponentType<P & OpensOnArrival>> {
  let menu = menus.get(load);
  if (menu === undefined) {
    // A fetch that failed is tried again by the next hover, focus or click.
    menu = loadOnce(load);
    menus.set(load, menu);
  }
  return menu as LoadOnce<ComponentType<P & OpensOnArrival>>;
}

export interface LazyMenuProps<P> {
  /** The menu's module (a constant, so every mount shares one fetch). */
  load: MenuLoader<P>;
  props: P;
  /** The menu button's name and look: the button stands in with them until the menu arrives. */
  label: string;
  className: string;
  /** The stand-in's place in the tab order (a tree's rows keep only the active one in it). */
  tabIndex?: number;
  /** Given the stand-in while it is there (the loaded menu takes it through its own props). */
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A menu whose code (the menu library with it) loads on first use: a button with the menu
 * button's name and look stands in; pointing at it or focusing it fetches the menu, as does the
 * page settling; a click, Enter, Space or ArrowDown before it arrives opens it when it does (if
 * it arrives within `TYPED_AHEAD_MS`, the rule of keys typed while a part loads). Focus stays on
 * the button.
 */
export function LazyMenu<P extends object>({
  load,
  props,
  label,
  className,
  tabIndex,
  buttonRef,
  children,
}: LazyMenuProps<P>) {
  const [Menu, setMenu] = useState(() => menuModule(load).current());
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const focused = useRef(false);
  /** When a person asked for the menu to open (click or key), while its code was on the way. */
  const openAskedAt = useRef<number | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  const ask = useCallback(() => {
    menuModule(load)
      .get()
      .then(
        (menu) => {
          const asked = openAskedAt.current;
          setOpenOnArrival(asked !== null && performance.now() - asked <= TYPED_AHEAD_MS);
          setMenu(() => menu);
        },
        () => undefined,
      );
  }, [load]);
  const askToOpen = () => {
    openAskedAt.current = performance.now();
    ask();
  };
  const loaded = Menu !== undefined;
  useEffect(() => (loaded ? undefined : afterPageSettles(ask)), [loaded, ask]);
  useEffect(() => {
    // The stand-in had focus (a keyboard user was on it): its replacement takes it, unless the
    // menu opened, which moves focus into itself.
    if (loaded && focused.current && !openOnArrival) {
      holder.current?.querySelector('button')?.focus();
    }
    focused.current = false;
  }, [loaded, openOnArrival]);
  return (
    <span ref={holder} className="atelier-chrome__lazy-menu">
      {Menu !== undefined ? (
        <Menu {...props} defaultOpen={openOnArrival} />
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className={className}
          tabIndex={tabIndex}
          aria-label={label}
          title={label}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={ask}
          onFocus={() => {
            focused.current = true;
            ask();
          }}
          onBlur={() => {
            focused.current = false;
          }}
          // Enter and Space reach it as a click, as on the menu's own button.
          onClick={askToOpen}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            askToOpen();
          }}
        >
          {children}
        </button>
      )}
    </span>
  );
}
