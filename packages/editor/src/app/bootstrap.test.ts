import { describe, expect, it } from 'vitest';
import { parseBootstrap, readBootstrap } from './bootstrap';

function validBlob(): Record<string, unknown> {
  return {
    restRoot: '/wp-json/',
    restNonce: 'abc123',
    adminUrl: '/wp-admin/',
    homeUrl: 'http://localhost:8080/',
    siteTitle: 'Atelier Demo',
    collab: true,
    currentUser: {
      id: 1,
      name: 'admin',
      slug: 'admin',
      avatar_urls: { '24': 'a24', '48': 'a48', '96': 'a96' },
      capabilities: { edit_theme_options: true, edit_css: true },
    },
    editorSettings: {
      isBlockTheme: true,
      themeStylesheet: 'loom',
      themeName: 'Loom',
      hasStyleVariations: true,
      fontLibraryEnabled: true,
      themePreview: null,
    },
    preferences: {
      core: { editorMode: 'visual' },
      'core/edit-site': { isTemplatePartMoveNoticeDismissed: true },
      _modified: '2026-11-21T06:00:00.000Z',
    },
    preload: { '/wp/v2/types?context=edit': { page: {} } },
  };
}

describe('parseBootstrap', () => {
  it('accepts the contract shape', () => {
    const result = parseBootstrap(validBlob());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.siteTitle).toBe('Atelier Demo');
    expect(result.value.collab).toBe(true);
    expect(result.value.currentUser.capabilities.edit_theme_options).toBe(true);
    expect(result.value.editorSettings.themePreview).toBeNull();
    expect(result.value.preload['/wp/v2/types?context=edit']).toEqual({ page: {} });
  });

  it('keeps preference scopes and drops the _modified stamp', () => {
    const result = parseBootstrap(validBlob());
    expect(result.ok && result.value.preferences).toEqual({
      core: { editorMode: 'visual' },
      'core/edit-site': { isTemplatePartMoveNoticeDismissed: true },
    });
  });

  it('treats missing preferences and preload as empty', () => {
    const blob = validBlob();
    delete blob.preferences;
    delete blob.preload;
    const result = parseBootstrap(blob);
    expect(result.ok && result.value.preferences).toEqual({});
    expect(result.ok && result.value.preload).toEqual({});
  });

  it('reads a previewed theme', () => {
    const blob = validBlob();
    blob.editorSettings = { ...(blob.editorSettings as object), themePreview: 'loom-dark' };
    const result = parseBootstrap(blob);
    expect(result.ok && result.value.editorSettings.themePreview).toBe('loom-dark');
  });

  it('lists every problem it finds', () => {
    const blob = validBlob();
    blob.restNonce = 42;
    delete blob.siteTitle;
    blob.collab = 'on';
    blob.currentUser = { id: '1', name: 'admin', slug: 'admin', avatar_urls: {}, capabilities: {} };
    blob.editorSettings = { ...(blob.editorSettings as object), hasStyleVariations: 'yes' };
    blob.preload = [];
    const result = parseBootstrap(blob);
    expect(result).toEqual({
      ok: false,
      problems: [
        'restNonce must be a string',
        'siteTitle must be a string',
        'collab must be true or false',
        'currentUser.id must be a number',
        'editorSettings.hasStyleVariations must be true or false',
        'preload must be an object',
      ],
    });
  });

  it('checks the values inside records', () => {
    const blob = validBlob();
    blob.currentUser = {
      id: 1,
      name: 'admin',
      slug: 'admin',
      avatar_urls: {},
      capabilities: { edit_theme_options: 'yes' },
    };
    const result = parseBootstrap(blob);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'currentUser.capabilities.edit_theme_options must be true or false',
    ]);
  });

  it('refuses anything but an object', () => {
    expect(parseBootstrap(null).ok).toBe(false);
    expect(parseBootstrap([]).ok).toBe(false);
    expect(parseBootstrap('{}').ok).toBe(false);
  });
});

describe('readBootstrap', () => {
  function pageWith(html: string): Document {
    const doc = document.implementation.createHTMLDocument('editor');
    doc.body.innerHTML = html;
    return doc;
  }

  it('reads the blob from its script element', () => {
    const json = JSON.stringify(validBlob());
    const doc = pageWith(
      `<script type="application/json" id="atelier-editor-bootstrap">${json}</script>`,
    );
    expect(readBootstrap(doc).ok).toBe(true);
  });

  it("joins the page's presence answers (beside the blob) to its preloaded answers", () => {
    const json = JSON.stringify({ ...validBlob(), preload: { '/wp/v2/settings': { title: 'x' } } });
    const presence = [{ docKey: 'page:12', users: [{ id: 3, name: 'Ada', avatar: '' }] }];
    const doc = pageWith(
      `<script type="application/json" id="atelier-editor-bootstrap">${json}</script>` +
        `<script type="application/json" id="atelier-presence">${JSON.stringify({ '/atelier/v1/collab-presence?kind=page': presence })}</script>`,
    );
    const result = readBootstrap(doc);
    expect(result.ok && result.value.preload).toEqual({
      '/wp/v2/settings': { title: 'x' },
      '/atelier/v1/collab-presence?kind=page': presence,
    });
  });

  it('explains a missing element and broken JSON', () => {
    expect(readBootstrap(pageWith('<div></div>'))).toEqual({
      ok: false,
      problems: ['the page has no #atelier-editor-bootstrap element'],
    });
    const broken = pageWith(
      '<script type="application/json" id="atelier-editor-bootstrap">{oops</script>',
    );
    expect(readBootstrap(broken)).toEqual({
      ok: false,
      problems: ['the bootstrap data is not valid JSON'],
    });
  });
});
