import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderFill, HeaderSlotsProvider, useHeaderSlots } from './header-slots';

let headerRenders = 0;

function Header({ showSettings = true }: { showSettings?: boolean }) {
  headerRenders++;
  const [slots, hosts] = useHeaderSlots();
  return (
    <>
      <section aria-label="Editor top bar">
        <div className="atelier-editor-header__slot" ref={hosts.tools} />
        <button type="button">Undo</button>
        {showSettings && <div className="atelier-editor-header__slot" ref={hosts.settings} />}
      </section>
      <HeaderSlotsProvider value={slots}>
        <HeaderFill slot="tools">
          <button type="button">Block Inserter</button>
        </HeaderFill>
        <HeaderFill slot="settings">
          <button type="button">Settings</button>
        </HeaderFill>
      </HeaderSlotsProvider>
    </>
  );
}

describe('useHeaderSlots', () => {
  afterEach(() => {
    cleanup();
    headerRenders = 0;
  });

  it("puts the fills in the header's slots in the first commit, in their places", () => {
    render(<Header />);
    expect(headerRenders).toBe(1);
    const bar = screen.getByRole('region', { name: 'Editor top bar' });
    const names = [...bar.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual(['Block Inserter', 'Undo', 'Settings']);
  });

  it('keeps the fills where they are when the header renders again, and drops a removed slot', () => {
    const { rerender } = render(<Header />);
    rerender(<Header showSettings={false} />);
    const bar = screen.getByRole('region', { name: 'Editor top bar' });
    const names = [...bar.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual(['Block Inserter', 'Undo']);
  });
});
