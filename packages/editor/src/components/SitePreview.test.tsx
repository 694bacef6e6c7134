import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BootstrapProvider } from '../app/BootstrapContext';
import { testBootstrap } from '../testing/EditorTestProviders';
import { SitePreview } from './SitePreview';

describe('SitePreview', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the site in a read-only frame once its box has been painted', () => {
    render(
      <BootstrapProvider value={testBootstrap({ homeUrl: 'http://localhost/' })}>
        <SitePreview />
      </BootstrapProvider>,
    );
    expect(screen.queryByTitle('Site preview')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    const frame = screen.getByTitle('Site preview');
    expect(frame.getAttribute('src')).toBe('http://localhost/');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
  });
});
