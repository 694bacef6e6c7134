import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

describe.each(testDialects())('public site layout with the bundled theme (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives constrained containers the root padding when the theme uses root-padding-aware alignments', async () => {
    const response = await t.request({ method: 'GET', url: '/blog/' });
    expect(response.statusCode).toBe(200);
    // Loom's header part: a full-width group with a constrained layout.
    expect(response.body).toContain(
      'class="wp-block-group alignfull is-layout-constrained wp-block-group-is-layout-constrained has-global-padding"',
    );
    // Flex groups never take the root padding.
    expect(response.body).not.toMatch(/is-layout-flex[^"]*has-global-padding/);
    expect(response.body).toContain('.has-global-padding{');
  });
});
