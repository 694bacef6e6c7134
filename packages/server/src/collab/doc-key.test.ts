import { describe, expect, it } from 'vitest';
import { docKeyOf, docKeyOfRestPath, parseDocKey } from './doc-key.js';

describe('doc keys', () => {
  it('names a template by its theme//slug and a page by its number, with their REST paths', () => {
    expect(docKeyOf('wp_template', 'twentytwentyfive//index')).toEqual({
      kind: 'wp_template',
      id: 'twentytwentyfive//index',
      key: 'wp_template:twentytwentyfive//index',
      restPath: '/wp-json/wp/v2/templates/twentytwentyfive//index',
    });
    expect(parseDocKey('page:12')?.restPath).toBe('/wp-json/wp/v2/pages/12');
    expect(parseDocKey('wp_global_styles:7')?.restPath).toBe('/wp-json/wp/v2/global-styles/7');
    expect(parseDocKey('wp_template_part:t//header')?.restPath).toBe(
      '/wp-json/wp/v2/template-parts/t//header',
    );
  });

  it('refuses kinds that are not shared and ids that cannot name a record', () => {
    expect(docKeyOf('post', '12')).toBeUndefined();
    expect(docKeyOf('page', 'twelve')).toBeUndefined();
    expect(docKeyOf('page', '0')).toBeUndefined();
    expect(docKeyOf('wp_template', 'index')).toBeUndefined();
    expect(parseDocKey('page12')).toBeUndefined();
  });

  it('finds the document a REST write names, and nothing for collections or other routes', () => {
    expect(docKeyOfRestPath('/wp-json/wp/v2/pages/12?_locale=user')?.key).toBe('page:12');
    expect(docKeyOfRestPath('/wp-json/wp/v2/templates/t//single/')?.key).toBe(
      'wp_template:t//single',
    );
    expect(docKeyOfRestPath('/wp-json/wp/v2/pages')).toBeUndefined();
    expect(docKeyOfRestPath('/wp-json/wp/v2/pages/12/revisions')).toBeUndefined();
    expect(docKeyOfRestPath('/wp-json/wp/v2/posts/12')).toBeUndefined();
  });
});
