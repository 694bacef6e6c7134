import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { TemplatesSidebar } from './TemplatesSidebar';
import { readTemplates } from './templates-reads';
import { themeTemplate } from './templates-test-records';

const index = themeTemplate('index', 'Index');

describe('readTemplates', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_template'),
  );
  afterEach(cleanup);

  it('reads the templates the screen lists, so its first render draws them', async () => {
    const rest = createFakeRest({ 'GET /wp/v2/templates': () => ({ body: [index] }) });
    const store = createEntityStore({ client: rest.client });
    await readTemplates(store);
    expect(rest.seen.map((request) => request.path.split('?')[0])).toEqual(['/wp/v2/templates']);
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
        <TemplatesSidebar />
      </EditorTestProviders>,
    );
    // A synchronous query: drawn by the first render, not after a read.
    expect(screen.getByRole('link', { name: 'Index' })).toBeTruthy();
  });
});
