import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaErrorBoundary } from './AreaErrorBoundary';

function Broken(): never {
  throw new Error('broken screen');
}

describe('AreaErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('replaces a failing area with a reload message, and recovers on another route', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <AreaErrorBoundary resetKey="templates">
        <Broken />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please reload.');
    expect(screen.getByRole('link', { name: 'Reload' })).toBeTruthy();

    rerender(
      <AreaErrorBoundary resetKey="design">
        <p>Design</p>
      </AreaErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Design')).toBeTruthy();
  });
});
