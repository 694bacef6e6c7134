import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootstrapError } from './BootstrapError';

describe('BootstrapError', () => {
  afterEach(cleanup);

  it('explains that the editor cannot start and lists what is wrong', () => {
    render(
      <BootstrapError problems={['restNonce must be a string', 'siteTitle must be a string']} />,
    );
    expect(screen.getByRole('heading', { name: 'The site editor could not start' })).toBeTruthy();
    expect(screen.getByText('restNonce must be a string')).toBeTruthy();
    expect(screen.getByText('siteTitle must be a string')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' }).getAttribute('href')).toBe(
      '/wp-admin/index.php',
    );
    expect(document.title).toBe('The site editor could not start ‹ Editor — Atelier');
  });
});
