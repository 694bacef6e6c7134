import { describe, expect, it } from 'vitest';
import { renderEditorPage } from './editor-page-html.js';

describe('renderEditorPage', () => {
  const page = renderEditorPage({
    siteTitle: 'Demo <site>',
    styles: ['/wp-admin/build/assets/style-1.css'],
    modulePreloads: ['/wp-admin/build/assets/runtime-1.js', '/wp-admin/build/assets/Screen-1.js'],
    script: '/wp-admin/build/assets/main-1.js',
    bootstrapJson: '{"siteTitle":"Demo"}',
  });
  const at = (text: string) => {
    const index = page.indexOf(text);
    expect(index, text).toBeGreaterThan(-1);
    return index;
  };

  it('asks for the stylesheet, then the entry script, then the module preloads', () => {
    const style = at('<link rel="stylesheet" href="/wp-admin/build/assets/style-1.css">');
    const entry = at('<script type="module" src="/wp-admin/build/assets/main-1.js"></script>');
    const runtime = at('<link rel="modulepreload" href="/wp-admin/build/assets/runtime-1.js">');
    const screen = at('<link rel="modulepreload" href="/wp-admin/build/assets/Screen-1.js">');
    expect(style).toBeLessThan(entry);
    expect(entry).toBeLessThan(runtime);
    expect(runtime).toBeLessThan(screen);
    expect(screen).toBeLessThan(at('</head>'));
  });

  it('escapes the site title and keeps the bootstrap blob in the body', () => {
    expect(page).toContain('<title>Editor ‹ Demo &lt;site&gt; — Atelier</title>');
    expect(at('<script type="application/json" id="atelier-editor-bootstrap">')).toBeGreaterThan(
      at('<body'),
    );
  });
});
