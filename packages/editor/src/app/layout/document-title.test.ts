import { describe, expect, it } from 'vitest';
import { documentTitle, screenTitle } from './document-title';

describe('the document title', () => {
  it("names a record by its title, in view mode as in edit mode, then the site's", () => {
    expect(documentTitle(screenTitle('Blog Home', 'Template'), 'Atelier Demo')).toBe(
      'Blog Home ‹ Atelier Demo ‹ Editor — Atelier',
    );
  });

  it("uses the screen's own title when there is no record, or while its title loads", () => {
    expect(screenTitle(null, 'Templates')).toBe('Templates');
    expect(screenTitle('', 'Template')).toBe('Template');
    expect(screenTitle('  ', 'Editor')).toBe('Editor');
  });

  it('leaves an empty site title out', () => {
    expect(documentTitle('Pages', '')).toBe('Pages ‹ Editor — Atelier');
  });
});
