import { createMemoryContext } from '@atelier/blocks/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StyleBook } from './StyleBook';

const context = createMemoryContext();
const CSS = 'body { color: #123456; }';

function examplesShown(): string[] {
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.atelier-style-book__example-title')?.textContent ?? '');
}

describe('StyleBook', () => {
  afterEach(cleanup);

  it("shows a tab per category with examples, and only the open tab's examples", async () => {
    render(<StyleBook css={CSS} duotoneSvgs="" context={context} onSelect={() => {}} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Text', 'Media', 'Design', 'Widgets', 'Theme']);
    expect(screen.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    expect(examplesShown()).toContain('Paragraph');
    expect(examplesShown()).toContain('Heading');
    expect(screen.queryByRole('button', { name: 'Open Button styles' })).toBeNull();
    // Each example's blocks are rendered, then shown in a frame named after the block.
    expect(await screen.findByTitle('Preview: Paragraph')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
    expect(screen.getByRole('tab', { name: 'Design' }).getAttribute('aria-selected')).toBe('true');
    expect(examplesShown()).toEqual(expect.arrayContaining(['Button', 'Buttons', 'Group']));
    expect(examplesShown()).not.toContain('Paragraph');
  });

  it('opens a block type from its example: click, Enter or Space', () => {
    const onSelect = vi.fn();
    render(<StyleBook css={CSS} duotoneSvgs="" context={context} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Paragraph styles' }));
    expect(onSelect).toHaveBeenLastCalledWith('core/paragraph');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open Heading styles' }), {
      key: 'Enter',
    });
    expect(onSelect).toHaveBeenLastCalledWith('core/heading');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open Quote styles' }), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith('core/quote');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open Quote styles' }), { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it("opens on the selected block type's tab, its example marked", () => {
    render(
      <StyleBook
        css={CSS}
        duotoneSvgs=""
        context={context}
        selectedBlock="core/button"
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Design' }).getAttribute('aria-selected')).toBe('true');
    const button = screen.getByRole('button', { name: 'Open Button styles' });
    expect(button.getAttribute('aria-current')).toBe('true');
    const group = screen.getByRole('button', { name: 'Open Group styles' });
    expect(group.getAttribute('aria-current')).toBeNull();
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping round', () => {
    render(<StyleBook css={CSS} duotoneSvgs="" context={context} onSelect={() => {}} />);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    const tablist = screen.getByRole('tablist', { name: 'Block categories' });
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(selected()).toBe('Media');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Media' }));
    fireEvent.keyDown(tablist, { key: 'End' });
    expect(selected()).toBe('Theme');
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(selected()).toBe('Text');
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(selected()).toBe('Theme');
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(selected()).toBe('Text');
  });

  it('shows the examples as pictures, not controls, without onSelect', () => {
    render(<StyleBook css={CSS} duotoneSvgs="" context={context} />);
    expect(screen.queryByRole('button', { name: 'Open Paragraph styles' })).toBeNull();
    expect(screen.getByRole('figure', { name: 'Paragraph' })).toBeTruthy();
  });

  it("follows the caller's tab when given one, telling it of each tab opened", () => {
    const onTabChange = vi.fn();
    const view = render(
      <StyleBook
        css={CSS}
        duotoneSvgs=""
        context={context}
        tab="design"
        onTabChange={onTabChange}
      />,
    );
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(selected()).toBe('Design');
    expect(screen.getByRole('tabpanel', { name: 'Design' })).toBeTruthy();
    expect(examplesShown()).toContain('Button');

    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(onTabChange).toHaveBeenLastCalledWith('media');
    // The caller has not moved yet: its tab is still the one shown.
    expect(selected()).toBe('Design');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'End' });
    expect(onTabChange).toHaveBeenLastCalledWith('theme');

    view.rerender(
      <StyleBook
        css={CSS}
        duotoneSvgs=""
        context={context}
        tab="media"
        onTabChange={onTabChange}
      />,
    );
    expect(selected()).toBe('Media');
    expect(examplesShown()).toContain('Image');
    expect(examplesShown()).not.toContain('Button');
  });

  it('draws the Heading example at every level, each saying which it is', async () => {
    render(<StyleBook css={CSS} duotoneSvgs="" context={context} />);
    const frame = (await screen.findByTitle('Preview: Heading')) as HTMLIFrameElement;
    const headingsShown = () => [
      ...(frame.contentDocument?.querySelectorAll('h1, h2, h3, h4, h5, h6') ?? []),
    ];
    await waitFor(() => expect(headingsShown()).toHaveLength(6));
    const headings = headingsShown();
    expect(headings.map((heading) => `${heading.tagName}: ${heading.textContent}`)).toEqual([
      'H1: Heading 1',
      'H2: Heading 2',
      'H3: Heading 3',
      'H4: Heading 4',
      'H5: Heading 5',
      'H6: Heading 6',
    ]);
  });
});
