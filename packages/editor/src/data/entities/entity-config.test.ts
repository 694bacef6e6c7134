import { describe, expect, it } from 'vitest';
import { ENTITY_CONFIGS, findEntityConfig } from './entity-config';

describe('entity configs', () => {
  it('cover every entity issue 6 lists, the theme records issue 14 adds and the comments the canvas shows', () => {
    const names = ENTITY_CONFIGS.map((config) => `${config.kind}/${config.name}`);
    expect(names.sort()).toEqual(
      [
        'root/site',
        'root/base',
        'root/globalStyles',
        'root/theme',
        'root/user',
        'root/comment',
        'root/themeGlobalStyles',
        'root/blockPattern',
        'root/blockPatternCategory',
        'postType/wp_template',
        'postType/wp_template_part',
        'postType/wp_navigation',
        'postType/wp_block',
        'postType/wp_global_styles',
        'postType/wp_dataviews',
        'postType/wp_font_family',
        'postType/page',
        'postType/post',
        'postType/attachment',
        'taxonomy/wp_pattern_category',
        'taxonomy/wp_dataviews_type',
      ].sort(),
    );
  });

  it('publish pages and navigation menus on save, nothing else', () => {
    const publishing = ENTITY_CONFIGS.filter((config) => config.publishOnSave).map((c) => c.name);
    expect(publishing.sort()).toEqual(['page', 'wp_navigation']);
  });

  it('are found by kind and name', () => {
    expect(findEntityConfig('postType', 'wp_template')?.baseURL).toBe('/wp/v2/templates');
    expect(findEntityConfig('root', 'theme')?.key).toBe('stylesheet');
    expect(findEntityConfig('root', 'site')?.key).toBeNull();
    expect(findEntityConfig('postType', 'nope')).toBeUndefined();
  });
});
