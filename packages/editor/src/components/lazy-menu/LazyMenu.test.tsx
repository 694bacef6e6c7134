import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPED_AHEAD_MS } from '../../app/typed-ahead/typed-ahead';
import { LazyMenu, type OpensOnArrival } from './LazyMenu';

function FruitMenu({ fruit, defaultOpen = false }: { fruit: string } & OpensOnArrival) {
  return (
    <MenuProvider defaultOpen={defaultOpen}>
      <MenuButton aria-label="Fruit">Fruit</MenuButton>
      <Menu>
        <MenuItem>{fruit}</MenuItem>
      </Menu>
    </MenuProvider>
  );
}

/** A menu module that arrives when the test says so, counting its fetches. */
function manualLoader() {
  let fetches = 0;
  let arrive: () => void = () => {};
  const load = () => {
    fetches += 1;
    return new Promise<typeof FruitMenu>((resolve) => {
      arrive = () => resolve(FruitMenu);
    });
  };
  return {
    load,
    fetches: () => fetches,
    arrive: async () => {
      await act(async () => arrive());
    },
  };
}

function renderMenu(load: () => Promise<typeof FruitMenu>) {
  render(
    <LazyMenu load={load} props={{ fruit: 'Apple' }} label="Fruit" className="fruit-button">
      Fruit
    </LazyMenu>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a menu loaded on first use', () => {
  it('stands in with a button of the same name until it is asked for', () => {
    const loader = manualLoader();
    renderMenu(loader.load);
    const button = screen.getByRole('button', { name: 'Fruit' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(loader.fetches()).toBe(0);
  });

  it('is fetched once when pointed at or focused, and closed when it arrives', async () => {
    const loader = manualLoader();
    renderMenu(loader.load);
    const button = screen.getByRole('button', { name: 'Fruit' });
    fireEvent.pointerEnter(button);
    act(() => button.focus());
    expect(loader.fetches()).toBe(1);
    await loader.arrive();
    expect(screen.queryByRole('menuitem', { name: 'Apple' })).toBeNull();
    // The menu's own button took the stand-in's focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fruit' }));
  });

  it('opens when it arrives after a click that came first', async () => {
    const loader = manualLoader();
    renderMenu(loader.load);
    fireEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(screen.queryByRole('menuitem', { name: 'Apple' })).toBeNull();
    await loader.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
  });

  it('opens when it arrives after ArrowDown on the stand-in', async () => {
    const loader = manualLoader();
    renderMenu(loader.load);
    const button = screen.getByRole('button', { name: 'Fruit' });
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await loader.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
  });

  it('stays closed when a key other than ArrowDown, Enter or Space was pressed', async () => {
    const loader = manualLoader();
    renderMenu(loader.load);
    const button = screen.getByRole('button', { name: 'Fruit' });
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'a' });
    await loader.arrive();
    expect(screen.queryByRole('menuitem', { name: 'Apple' })).toBeNull();
  });

  it('does not open for a click older than the typed-ahead limit', async () => {
    const loader = manualLoader();
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    renderMenu(loader.load);
    fireEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    now += TYPED_AHEAD_MS + 1;
    await loader.arrive();
    expect(screen.getByRole('button', { name: 'Fruit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Apple' })).toBeNull();
  });

  it('keeps the stand-in out of the tab order when asked', () => {
    const loader = manualLoader();
    render(
      <LazyMenu
        load={loader.load}
        props={{ fruit: 'Apple' }}
        label="Fruit"
        className="f"
        tabIndex={-1}
      >
        Fruit
      </LazyMenu>,
    );
    expect(screen.getByRole('button', { name: 'Fruit' }).getAttribute('tabindex')).toBe('-1');
  });
});
