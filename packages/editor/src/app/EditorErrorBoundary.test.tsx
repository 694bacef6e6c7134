import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReport } from '../components/crash/error-report';
import { EditorErrorBoundary } from './EditorErrorBoundary';

function Broken(): never {
  throw new Error('Cannot read the canvas');
}

describe('EditorErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the crash message and copies the error with its stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <EditorErrorBoundary>
        <Broken />
      </EditorErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The editor has encountered an unexpected error.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Error' }));
    });
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied).toContain('Cannot read the canvas');
    expect(copied).toContain('Broken');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('reports the message even when the stack does not carry it', () => {
    const error = new Error('lost');
    error.stack = 'at somewhere';
    expect(errorReport(error)).toBe('lost\nat somewhere');
  });
});
