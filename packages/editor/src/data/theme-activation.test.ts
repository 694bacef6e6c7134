import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from './api-client';
import { activateTheme, themeActivationUrl } from './theme-activation';

describe('theme activation', () => {
  it('builds the admin activation URL with the nonce', () => {
    expect(themeActivationUrl('/wp-admin/', 'quarry', 'abc')).toBe(
      '/wp-admin/themes.php?action=activate&stylesheet=quarry&_wpnonce=abc',
    );
  });

  it('succeeds on an OK answer and surfaces the page message of a refusal', async () => {
    const ok = vi.fn<Fetch>(() => Promise.resolve(new Response('<p>Dashboard</p>')));
    await expect(activateTheme(ok, '/x')).resolves.toBeUndefined();

    const refused = vi.fn<Fetch>(() =>
      Promise.resolve(
        new Response('<main><p>The link you followed has expired.</p></main>', { status: 403 }),
      ),
    );
    await expect(activateTheme(refused, '/x')).rejects.toMatchObject({
      code: 'theme_activation_failed',
      message: 'The link you followed has expired.',
      status: 403,
    });

    const bare = vi.fn<Fetch>(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(activateTheme(bare, '/x')).rejects.toMatchObject({ code: 'unknown_error' });
  });
});
