import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CommandCenterProvider, preloadPalette } from '../../commands/CommandCenter';
import { createEntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { DocumentBar } from './DocumentBar';
import { RenameDocumentDialog } from './RenameDocumentDialog';
import { useCommandContext } from './use-command-context';
import { useRenameDocument } from './use-rename-document';
import { useSiteCommands } from './use-site-commands';

const HOME: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const HEADER: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
const LANDING: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//landing' };
const home = {
  id: 'loom//home',
  slug: 'home',
  title: { raw: 'Blog Home', rendered: 'Blog Home' },
  source: 'theme',
  has_theme_file: true,
  is_custom: false,
};
/** A custom template made in the editor: the only kind of template that may be renamed. */
const landing = {
  id: 'loom//landing',
  slug: 'landing',
  title: { raw: 'Landing', rendered: 'Landing' },
  source: 'custom',
  has_theme_file: false,
  is_custom: true,
};
const header = { id: 'loom//header', slug: 'header', title: { raw: '', rendered: '' } };

/** The header's document bar and rename dialog, inside the site editor's commands. */
function EditedDocument({ record }: { record: RecordRef }) {
  const rename = useRenameDocument(record);
  return (
    <>
      <DocumentBar record={record} />
      {rename.isRenaming && <RenameDocumentDialog record={record} onClose={rename.close} />}
    </>
  );
}

function Screen({ record }: { record: RecordRef | null }) {
  return (
    <CommandCenterProvider context={useCommandContext()}>
      <SiteCommands />
      {record !== null && <EditedDocument record={record} />}
    </CommandCenterProvider>
  );
}

function SiteCommands() {
  useSiteCommands();
  return null;
}

async function setUp(url: string, record: RecordRef | null) {
  window.history.replaceState(null, '', url);
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({ body: home }),
    'GET /wp/v2/templates/loom//landing': () => ({ body: landing }),
    'GET /wp/v2/template-parts/loom//header': () => ({ body: header }),
  });
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <Screen record={record} />
    </EditorTestProviders>,
  );
  return store;
}

const palette = () => screen.getByRole('dialog', { name: 'Command palette' });
const options = () =>
  within(palette())
    .queryAllByRole('option')
    .map((option) => option.textContent);

// The palette's chunk is here before the tests draw, as once the editor's page has loaded.
beforeAll(preloadPalette, 30_000);

describe('the document bar', () => {
  afterEach(cleanup);

  it('names the record and its type; a part without a title by its slug', async () => {
    await setUp('/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome&canvas=edit', HOME);
    expect(await screen.findByRole('button', { name: 'Blog Home · Template' })).toBeTruthy();
    cleanup();
    await setUp(
      '/wp-admin/site-editor.php?p=%2Fwp_template_part%2Floom%2F%2Fheader&canvas=edit',
      HEADER,
    );
    expect(await screen.findByRole('button', { name: 'header · Template Part' })).toBeTruthy();
  });

  it('opens the palette; a theme template is not renamed there (spec 1 §4.3)', async () => {
    await setUp('/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome&canvas=edit', HOME);
    fireEvent.click(await screen.findByRole('button', { name: 'Blog Home · Template' }));
    // Going elsewhere is offered in edit mode too; editing what is already edited is not.
    expect(options()).toContain('Templates');
    expect(options()).not.toContain('Edit template');
    expect(options()).not.toContain('Rename template');
  });

  it("renames a custom template from the palette's Rename as one title edit", async () => {
    const store = await setUp(
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Flanding&canvas=edit',
      LANDING,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Landing · Template' }));
    fireEvent.click(within(palette()).getByRole('option', { name: 'Rename template' }));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();

    const dialog = screen.getByRole('dialog', { name: 'Rename template' });
    const field = within(dialog).getByRole('textbox', { name: 'Template title' });
    expect((field as HTMLInputElement).value).toBe('Landing');
    const submit = within(dialog).getByRole('button', { name: 'Rename' });
    fireEvent.change(field, { target: { value: '  ' } });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    expect(getEditedRecord(store.getState(), LANDING)?.title).toBe('Landing');

    fireEvent.change(field, { target: { value: 'Journal' } });
    fireEvent.click(submit);
    expect(screen.queryByRole('dialog', { name: 'Rename template' })).toBeNull();
    expect(getEditedRecord(store.getState(), LANDING)?.title).toBe('Journal');
    expect(screen.getByRole('button', { name: 'Journal · Template' })).toBeTruthy();
  });
});

describe('the command palette in view mode', () => {
  afterEach(cleanup);

  it('opens with primary+k on a list screen and goes to Templates', async () => {
    await setUp('/wp-admin/site-editor.php', null);
    act(() => {
      fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    });
    expect(options()).toEqual([
      'View site',
      'Navigation',
      'Open styles',
      'Pages',
      'Templates',
      'Template Parts',
      'Patterns',
    ]);
    const search = within(palette()).getByRole('combobox', {
      name: 'Search commands and settings',
    });
    fireEvent.change(search, { target: { value: 'templates' } });
    expect(options()).toEqual(['Templates']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    expect(new URLSearchParams(window.location.search).get('p')).toBe('/wp_template');
  });

  it('offers to edit the template a screen shows, which opens the canvas', async () => {
    await setUp('/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome', null);
    act(() => {
      fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    });
    expect(options()).toContain('Edit template');
    expect(options()).not.toContain('Rename template');
    fireEvent.click(within(palette()).getByRole('option', { name: 'Edit template' }));
    expect(new URLSearchParams(window.location.search).get('canvas')).toBe('edit');
  });
});
