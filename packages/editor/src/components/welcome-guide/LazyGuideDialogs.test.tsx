import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyShellGuide } from './LazyGuideDialogs';
import { EDITOR_GUIDE } from './welcome-guides';

afterEach(cleanup);

describe('LazyShellGuide', () => {
  it('opens the guide once its code has arrived, with its drawing', {
    timeout: 30_000,
  }, async () => {
    render(<LazyShellGuide guide={EDITOR_GUIDE} onFinish={vi.fn()} />);
    // Nothing yet: the dialog's code is not part of the first load.
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Welcome to the site editor' },
      { timeout: 15_000 },
    );
    expect(within(dialog).getByTestId('guide-image-welcomeGuide')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Get started' })).toBeTruthy();
  });
});
