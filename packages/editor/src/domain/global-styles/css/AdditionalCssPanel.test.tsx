import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdditionalCssPanel, CSS_PROBLEMS_DELAY_MS } from './AdditionalCssPanel';

function field(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Additional CSS' }) as HTMLTextAreaElement;
}

function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
}

function pause() {
  act(() => {
    vi.advanceTimersByTime(CSS_PROBLEMS_DELAY_MS);
  });
}

describe('AdditionalCssPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the description, a help link and the labelled field with the value', () => {
    render(<AdditionalCssPanel value="body { margin: 0; }" onChange={() => undefined} />);
    expect(
      screen.getByText('Add your own CSS to customize the appearance and layout of your site.', {
        exact: false,
      }),
    ).toBeTruthy();
    const help = screen.getByRole('link', { name: /Learn more about CSS/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(field().value).toBe('body { margin: 0; }');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('passes valid CSS on as it is typed', () => {
    const onChange = vi.fn();
    render(<AdditionalCssPanel value="" onChange={onChange} />);
    type('p { color: red; }');
    expect(onChange).toHaveBeenLastCalledWith('p { color: red; }');
    type('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows an error with its line once typing pauses, and never passes the text on', () => {
    const onChange = vi.fn();
    render(<AdditionalCssPanel value="" onChange={onChange} />);
    type('body { margin: 0; }\np {\n  color: red;');
    expect(screen.queryByRole('listitem')).toBeNull();
    pause();
    expect(screen.getByRole('listitem').textContent).toBe(
      'Line 2: This { is never closed: add a } to end the rule.',
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().value).toBe('body { margin: 0; }\np {\n  color: red;');
    expect(onChange).not.toHaveBeenCalled();

    type('body { margin: 0; }\np {\n  color: red;\n}');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('body { margin: 0; }\np {\n  color: red;\n}');
  });

  it('refuses text that would close the style element', () => {
    const onChange = vi.fn();
    render(<AdditionalCssPanel value="" onChange={onChange} />);
    type('p { color: red; }\n</style><script>alert(1)</script>');
    pause();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      'Line 2: Markup is not allowed in CSS.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a new value from outside, such as an undo', () => {
    const { rerender } = render(
      <AdditionalCssPanel value="a { color: red }" onChange={() => undefined} />,
    );
    rerender(<AdditionalCssPanel value="a { color: blue }" onChange={() => undefined} />);
    expect(field().value).toBe('a { color: blue }');
  });

  it("accepts a block type's bare declarations with its own label", () => {
    const onChange = vi.fn();
    render(
      <AdditionalCssPanel value="" onChange={onChange} target="block" label="Additional CSS" />,
    );
    type('color: red;');
    expect(onChange).toHaveBeenLastCalledWith('color: red;');
  });
});
