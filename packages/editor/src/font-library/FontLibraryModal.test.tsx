import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../data/api-client';
import { createEntityStore, type EntityStore } from '../data/entities/entity-store';
import { getEditedRecord } from '../data/entities/selectors';
import type { FakeHandler } from '../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../testing/EditorTestProviders';
import { FontLibraryModal, type FontLibraryModalProps } from './FontLibraryModal';
import { fontLibraryRest, LORA_RECORD } from './font-library-test-rest';
import type { FontFileReader } from './upload-files';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };
const ALL_RIGHTS = {
  edit_theme_options: true,
  create_font_families: true,
  delete_font_families: true,
};

function renderModal({
  capabilities = ALL_RIGHTS,
  user,
  extra,
  props = {},
}: {
  capabilities?: Record<string, boolean>;
  user?: Record<string, unknown>;
  extra?: Record<string, FakeHandler>;
  props?: Partial<FontLibraryModalProps>;
} = {}) {
  const rest = fontLibraryRest(user, extra);
  const store = createEntityStore({ client: rest.client });
  const bootstrap = testBootstrap();
  bootstrap.currentUser.capabilities = capabilities;
  render(
    <EditorTestProviders bootstrap={bootstrap} client={rest.client} store={store}>
      <FontLibraryModal onClose={() => {}} {...props} />
    </EditorTestProviders>,
  );
  return { store, seen: rest.seen };
}

const fonts = (store: EntityStore) =>
  (getEditedRecord(store.getState(), USER)?.settings as Record<string, unknown> | undefined)
    ?.typography;

const dialog = () => screen.getByRole('dialog', { name: 'Fonts' });
const update = () => screen.getByRole('button', { name: 'Update' });

describe('the Fonts modal', () => {
  afterEach(cleanup);

  it('offers Library, Upload and a tab per collection to those who may create fonts', async () => {
    const { seen } = renderModal();
    expect(within(dialog()).getByRole('heading', { name: 'Fonts' })).toBeTruthy();
    await screen.findByRole('tab', { name: 'Atelier Fonts' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Library',
      'Upload',
      'Atelier Fonts',
    ]);
    expect(screen.getByRole('tab', { name: 'Library' }).getAttribute('aria-selected')).toBe('true');
    expect(seen.some((request) => request.path.startsWith('/wp/v2/font-collections?'))).toBe(true);
  });

  it('shows only the Library without the right to create font families', async () => {
    const { seen } = renderModal({ capabilities: { edit_theme_options: true } });
    await screen.findByRole('region', { name: 'Installed Fonts' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Library']);
    expect(seen.some((request) => request.path.includes('font-collections'))).toBe(false);
  });

  it('lists Installed Fonts and Theme Fonts, each family opening its variants', async () => {
    renderModal();
    const installed = await screen.findByRole('region', { name: 'Installed Fonts' });
    expect(within(installed).getByRole('button', { name: /Lora/ }).textContent).toContain(
      '2 variants',
    );
    const theme = screen.getByRole('region', { name: 'Theme Fonts' });
    expect(within(theme).getByRole('button', { name: /Figtree/ })).toBeTruthy();
    fireEvent.click(within(installed).getByRole('button', { name: /Lora/ }));
    expect(screen.getByRole('heading', { name: 'Lora' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Normal' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Bold' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Installed Fonts' })).toBeTruthy();
  });

  it("activates a variant as an edit; 'Update' is enabled only then and saves the fonts", async () => {
    const { store, seen } = renderModal({
      props: { initialFont: { slug: 'lora', source: 'custom' } },
    });
    const bold = await screen.findByRole('checkbox', { name: 'Bold' });
    await waitFor(() => expect(getEditedRecord(store.getState(), USER)).toBeDefined());
    expect(update().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(bold);
    expect(fonts(store)).toEqual({
      fontFamilies: {
        custom: [
          {
            name: 'Lora',
            slug: 'lora',
            fontFamily: 'Lora, serif',
            fontFace: [
              {
                fontFamily: 'Lora',
                fontWeight: '700',
                fontStyle: 'normal',
                src: '/wp-content/fonts/lora-700.woff2',
              },
            ],
          },
        ],
      },
    });
    await waitFor(() => expect(bold).toHaveProperty('checked', true));
    expect(update().getAttribute('aria-disabled')).toBe('false');
    store.undo();
    expect(fonts(store)).toBeUndefined();
    store.redo();
    fireEvent.click(update());
    await screen.findByText('Font family updated successfully.');
    const save = seen.find((request) => request.method === 'POST');
    expect(save?.path).toBe('/wp/v2/global-styles/7?context=edit');
    expect(Object.keys(save?.body as object)).toEqual(['settings']);
    await waitFor(() => expect(update().getAttribute('aria-disabled')).toBe('true'));
  });

  it('turns every variant of a family on with Select all', async () => {
    const { store } = renderModal({ props: { initialFont: { slug: 'lora', source: 'custom' } } });
    const all = await screen.findByRole('checkbox', { name: 'Select all' });
    await waitFor(() => expect(getEditedRecord(store.getState(), USER)).toBeDefined());
    fireEvent.click(all);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Normal' })).toHaveProperty('checked', true),
    );
    expect(screen.getByRole('checkbox', { name: 'Bold' })).toHaveProperty('checked', true);
  });

  it('turns a theme font off in the theme list of the user record', async () => {
    const { store } = renderModal({ props: { initialFont: { slug: 'figtree', source: 'theme' } } });
    const figtree = await screen.findByRole('checkbox', { name: 'Figtree' });
    await waitFor(() => expect(figtree).toHaveProperty('checked', true));
    await waitFor(() => expect(getEditedRecord(store.getState(), USER)).toBeDefined());
    fireEvent.click(figtree);
    expect(fonts(store)).toEqual({ fontFamilies: { theme: [] } });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes an installed font after the confirmation, and drops it from the styles', async () => {
    const lora = { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif' };
    const { seen } = renderModal({
      user: { styles: {}, settings: { typography: { fontFamilies: { custom: [lora] } } } },
      props: { initialFont: { slug: 'lora', source: 'custom' } },
      extra: {
        'DELETE /wp/v2/font-families/12': () => ({
          body: { deleted: true, previous: LORA_RECORD },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete font' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete "Lora" font and all its variants and assets?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Font family uninstalled successfully.');
    expect(
      seen.some((r) => r.method === 'DELETE' && r.path === '/wp/v2/font-families/12?force=true'),
    ).toBe(true);
    const save = seen.find((request) => request.method === 'POST');
    expect(save?.body).toEqual({ settings: { typography: { fontFamilies: { custom: [] } } } });
  });

  it('shows the reason when a delete fails, and no Delete without the right', async () => {
    renderModal({
      props: { initialFont: { slug: 'lora', source: 'custom' } },
      extra: {
        'DELETE /wp/v2/font-families/12': () => {
          throw new ApiError(
            'rest_cannot_delete',
            'Sorry, you are not allowed to delete this font family.',
            403,
          );
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete font' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There was an error uninstalling the font family. Sorry, you are not allowed to delete this font family.',
    );
    cleanup();
    renderModal({
      capabilities: { edit_theme_options: true, create_font_families: true },
      props: { initialFont: { slug: 'lora', source: 'custom' } },
    });
    await screen.findByRole('checkbox', { name: 'Bold' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

/** A server that installs: families by slug, faces accepted unless a weight is refused. */
function installingServer(refuseWeight = '') {
  const created: string[] = [];
  const handlers: Record<string, FakeHandler> = {
    'GET /wp/v2/font-families': (request) =>
      request.path.includes('slug=') ? { body: [] } : { body: [LORA_RECORD] },
    'POST /wp/v2/font-families': (request) => {
      const form = request.body as FormData;
      const settings = JSON.parse(String(form.get('font_family_settings')));
      created.push(settings.slug);
      return { body: { id: 50, font_family_settings: settings } };
    },
    'POST /wp/v2/font-families/50/font-faces': (request) => {
      const settings = JSON.parse(String((request.body as FormData).get('font_face_settings')));
      if (settings.fontWeight === refuseWeight) {
        throw new ApiError('rest_font_upload_invalid', 'The font file is not valid.', 400);
      }
      return {
        body: {
          id: 60,
          font_face_settings: {
            ...settings,
            src: `/wp-content/fonts/f-${settings.fontWeight}.woff2`,
          },
        },
      };
    },
    'DELETE /wp/v2/font-families/50': () => ({ body: { deleted: true } }),
  };
  return { handlers, created };
}

describe('the Upload tab', () => {
  afterEach(cleanup);

  const inter: FontFileReader = async (file) =>
    file.name.startsWith('inter')
      ? {
          family: 'Inter',
          subfamily: file.name.includes('bold') ? 'Bold' : 'Regular',
          weightClass: file.name.includes('bold') ? 700 : 400,
        }
      : null;

  function pick(files: File[]) {
    fireEvent.change(screen.getByLabelText('Font files'), { target: { files } });
  }

  it('installs picked files as a family, activates and saves them', async () => {
    const server = installingServer();
    const { store, seen } = renderModal({
      extra: server.handlers,
      props: { initialTab: 'upload', readFont: inter },
    });
    expect(screen.getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    await waitFor(() => expect(getEditedRecord(store.getState(), USER)).toBeDefined());
    pick([new File(['a'], 'inter-regular.woff2'), new File(['b'], 'inter-bold.woff2')]);
    await screen.findByText('Fonts were installed successfully.');
    expect(server.created).toEqual(['inter']);
    const faceCalls = seen.filter(
      (request) => request.path === '/wp/v2/font-families/50/font-faces',
    );
    expect(faceCalls).toHaveLength(2);
    const save = seen.find(
      (request) => request.path.startsWith('/wp/v2/global-styles/7') && request.method === 'POST',
    );
    expect(save?.body).toEqual({
      settings: {
        typography: {
          fontFamilies: {
            custom: [
              {
                name: 'Inter',
                slug: 'inter',
                fontFamily: 'Inter',
                fontFace: [
                  {
                    fontFamily: 'Inter',
                    fontStyle: 'normal',
                    fontWeight: '400',
                    src: '/wp-content/fonts/f-400.woff2',
                  },
                  {
                    fontFamily: 'Inter',
                    fontStyle: 'normal',
                    fontWeight: '700',
                    src: '/wp-content/fonts/f-700.woff2',
                  },
                ],
              },
            ],
          },
        },
      },
    });
  });

  it("lists the server's messages when faces fail, and leaves no empty new family", async () => {
    const server = installingServer('400');
    const { seen } = renderModal({
      extra: server.handlers,
      props: { initialTab: 'upload', readFont: inter },
    });
    pick([new File(['a'], 'inter-regular.woff2')]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('There was an error installing fonts.')).toBeTruthy();
    expect(within(alert).getByRole('listitem').textContent).toBe('The font file is not valid.');
    expect(
      seen.some(
        (request) =>
          request.method === 'DELETE' && request.path.startsWith('/wp/v2/font-families/50'),
      ),
    ).toBe(true);
  });

  it('refuses files that are not fonts with the spec message', async () => {
    renderModal({ props: { initialTab: 'upload', readFont: inter } });
    pick([new File(['hello'], 'notes.woff2')]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, you are not allowed to upload this file type.',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('a collection tab', () => {
  afterEach(cleanup);

  it('searches (after a pause, any case), filters by category and installs a family', async () => {
    const server = installingServer();
    const fetched: string[] = [];
    const { seen } = renderModal({
      extra: server.handlers,
      props: {
        initialTab: 'collection:atelier-offline',
        fetchAsset: async (url) => {
          fetched.push(url);
          return new Response(new Blob(['font'], { type: 'font/woff2' }));
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Fonts' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Search fonts'), { target: { value: 'LOR' } });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Fonts' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    fireEvent.change(screen.getByLabelText('Search fonts'), { target: { value: 'zzz' } });
    await screen.findByText('No fonts found. Try with a different search term');
    fireEvent.change(screen.getByLabelText('Search fonts'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'monospace' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Fonts' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Space Mono2 variants']),
    );
    fireEvent.click(screen.getByRole('button', { name: /Space Mono/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await screen.findByText('Fonts were installed successfully.');
    expect(fetched).toEqual([
      '/wp-content/font-collections/atelier-offline/files/space-mono-400.woff2',
    ]);
    expect(server.created).toEqual(['space-mono']);
    expect(
      seen.filter((request) => request.path.endsWith('/font-collections/atelier-offline')),
    ).toHaveLength(1);
  });

  it('says so when a face file cannot be downloaded', async () => {
    renderModal({
      props: {
        initialTab: 'collection:atelier-offline',
        fetchAsset: async () => new Response('', { status: 404 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Bitter/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error installing the fonts, could not be downloaded.',
    );
  });

  it('asks for consent before a remote collection, remembered by the browser', async () => {
    window.localStorage.removeItem('wp-font-library-google-fonts-permission');
    const remote = {
      slug: 'google-fonts',
      name: 'Google Fonts',
      description: '',
      categories: [],
      font_families: [],
    };
    renderModal({
      props: { initialTab: 'collection:google-fonts' },
      extra: {
        'GET /wp/v2/font-collections': () => ({
          body: [{ slug: 'google-fonts', name: 'Google Fonts', description: '' }],
        }),
        'GET /wp/v2/font-collections/google-fonts': () => ({ body: remote }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Install Fonts' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow access' }));
    expect(window.localStorage.getItem('wp-font-library-google-fonts-permission')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke access' }));
    expect(window.localStorage.getItem('wp-font-library-google-fonts-permission')).toBe('false');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Allow access' })).toBeTruthy();
  });
});
