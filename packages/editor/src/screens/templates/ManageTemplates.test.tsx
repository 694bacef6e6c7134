import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { ManageTemplatePartsList } from './ManageTemplates';
import { themeTemplate } from './templates-test-records';

const part = (slug: string, title: string) =>
  themeTemplate(slug, title, { type: 'wp_template_part', area: slug, content: { raw: '' } });

describe('Template Parts list: who else has a part open', () => {
  beforeEach(() =>
    window.history.replaceState(
      null,
      '',
      '/wp-admin/site-editor.php?p=%2Fwp_template_part%2Fall&layout=table',
    ),
  );
  afterEach(cleanup);

  it("shows their avatars in the part's row", async () => {
    const rest = createFakeRest({
      'GET /wp/v2/template-parts': () => ({
        body: [part('header', 'Header'), part('footer', 'Footer')],
      }),
      'GET /wp/v2/users': () => ({ body: [] }),
      'GET /atelier/v1/collab-presence': () => ({
        body: [
          {
            docKey: 'wp_template_part:loom//footer',
            users: [{ id: 5, name: 'Cy Person', avatar: '' }],
          },
        ],
      }),
    });
    render(
      <EditorTestProviders bootstrap={testBootstrap({ collab: true })} client={rest.client}>
        <ManageTemplatePartsList />
      </EditorTestProviders>,
    );
    const avatar = await screen.findByRole('img', { name: 'Cy Person is editing' });
    const footerRow = screen.getByRole('link', { name: 'Footer' }).closest('tr');
    expect(footerRow?.contains(avatar)).toBe(true);
    const headerRow = screen.getByRole('link', { name: 'Header' }).closest('tr');
    expect(headerRow && within(headerRow).queryByRole('img', { name: /is editing/ })).toBeNull();
    expect(
      rest.seen.filter((seen) => seen.path.startsWith('/atelier/')).map((seen) => seen.path),
    ).toEqual(['/atelier/v1/collab-presence?kind=wp_template_part']);
  });
});
