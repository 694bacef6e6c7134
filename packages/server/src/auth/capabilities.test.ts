import { describe, expect, it } from 'vitest';
import { capabilitiesOf, capabilityMap } from './capabilities.js';

describe('roles', () => {
  it('gives administrators everything the editor needs', () => {
    const admin = capabilitiesOf('administrator');
    for (const cap of [
      'edit_theme_options',
      'edit_css',
      'unfiltered_html',
      'upload_files',
      'switch_themes',
      'create_font_families',
      'delete_font_families',
    ] as const) {
      expect(admin.has(cap)).toBe(true);
    }
  });

  it('gives editors pages, posts, media and unfiltered_html but no theme options', () => {
    const editor = capabilitiesOf('editor');
    expect(editor.has('edit_pages')).toBe(true);
    expect(editor.has('upload_files')).toBe(true);
    expect(editor.has('unfiltered_html')).toBe(true);
    expect(editor.has('edit_theme_options')).toBe(false);
    expect(editor.has('edit_css')).toBe(false);
  });

  it('narrows down through author, contributor and subscriber', () => {
    expect(capabilitiesOf('author').has('publish_posts')).toBe(true);
    expect(capabilitiesOf('author').has('edit_pages')).toBe(false);
    expect(capabilitiesOf('contributor').has('publish_posts')).toBe(false);
    expect([...capabilitiesOf('subscriber')]).toEqual(['read']);
    expect(capabilitiesOf('pirate').size).toBe(0);
    expect(capabilityMap('subscriber')).toEqual({ read: true, subscriber: true });
  });
});
