import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RevisionCompare } from './RevisionCompare';
import type { RevisionDiff } from './revision-diff';

const DIFF: RevisionDiff = {
  rows: [
    { where: 'Text › Color', before: 'Ink', after: '#aa0000' },
    { where: 'Palette › Custom colors', before: 'none', after: 'Coral' },
  ],
  more: 2,
};

function renderCompare(diff: RevisionDiff = DIFF) {
  return render(
    <RevisionCompare
      revision={{ css: 'body{color:#1c1b22}', duotoneSvgs: '' }}
      current={{ css: 'body{color:#aa0000}', duotoneSvgs: '' }}
      renderPane={({ css }, label) => <p>{`${label} drawn with ${css}`}</p>}
      diff={diff}
    />,
  );
}

const pane = (name: string) => screen.getByRole('region', { name });

describe('RevisionCompare', () => {
  afterEach(cleanup);

  it('draws the same page with each stylesheet, side by side, and lists the changed values', () => {
    renderCompare();
    expect(
      within(pane('Selected revision')).getByText(
        'Selected revision drawn with body{color:#1c1b22}',
      ),
    ).toBeTruthy();
    expect(
      within(pane('Current styles')).getByText('Current styles drawn with body{color:#aa0000}'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Side by side' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByRole('slider')).toBeNull();
    const changes = pane('Changes');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Text › Color: Ink → #aa0000', 'Palette › Custom colors: none → Coral']);
    expect(within(changes).getByText('and 2 more')).toBeTruthy();
  });

  it("says 'No differences.' when nothing differs", () => {
    renderCompare({ rows: [], more: 0 });
    expect(within(pane('Changes')).getByText('No differences.')).toBeTruthy();
    expect(within(pane('Changes')).queryByRole('listitem')).toBeNull();
  });

  it('stacks the two in Swipe, cut at a slider that the keys and the pointer move', () => {
    renderCompare();
    fireEvent.click(screen.getByRole('button', { name: 'Swipe' }));
    expect(screen.getByRole('button', { name: 'Swipe' }).getAttribute('aria-pressed')).toBe('true');
    const slider = screen.getByRole('slider', { name: 'Swipe position' });
    const revision = pane('Selected revision');
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(revision.style.clipPath).toBe('inset(0 50% 0 0)');

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    expect(slider.getAttribute('aria-valuetext')).toBe('Selected revision 55%, current styles 45%');
    expect(revision.style.clipPath).toBe('inset(0 45% 0 0)');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('45');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(revision.style.clipPath).toBe('inset(0 100% 0 0)');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');

    const box = slider.parentElement as HTMLElement;
    box.getBoundingClientRect = () => ({ left: 100, width: 400 }) as DOMRect;
    fireEvent.pointerDown(slider, { clientX: 200, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('25');
    fireEvent.pointerMove(slider, { clientX: 400, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('75');
    fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 150, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('75');

    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    expect(screen.queryByRole('slider')).toBeNull();
    expect(pane('Selected revision').style.clipPath).toBe('');
  });
});
