import { describe, expect, it } from 'vitest';
import { ALL_RECORDS, PREVIEW_POSTS } from './editor-queries';
import { isRestTemplate, rawText } from './record-shapes';
import { listPagePath, listPath, recordPath, restEntity } from './rest-entities';
import { templatePartSlugs } from './template-part-slugs';

describe('REST paths of the entities', () => {
  it('add the base query and sort the query, so one read has one path', () => {
    const templates = restEntity('postType', 'wp_template');
    expect(listPath(templates, ALL_RECORDS)).toBe('/wp/v2/templates?context=edit&per_page=-1');
    expect(recordPath(templates, 'loom//index')).toBe('/wp/v2/templates/loom//index?context=edit');
    expect(listPath(restEntity('postType', 'post'), PREVIEW_POSTS)).toBe(
      '/wp/v2/posts?_embed=author%2Cwp%3Aterm&context=edit&per_page=20&status=publish',
    );
  });

  it('read a singleton at the collection path, and patterns without a base query', () => {
    expect(recordPath(restEntity('root', 'site'), '')).toBe('/wp/v2/settings?context=edit');
    expect(listPath(restEntity('root', 'blockPattern'), {})).toBe('/wp/v2/block-patterns/patterns');
  });

  it('gather an unbounded list a page of 100 at a time', () => {
    expect(listPagePath(restEntity('postType', 'wp_navigation'), ALL_RECORDS, 1)).toBe(
      '/wp/v2/navigation?context=edit&page=1&per_page=100',
    );
  });

  it('encode the query as a form, byte for byte as URLSearchParams does', () => {
    const query = { search: "50% off (new) it's a~b*c", per_page: 5 };
    expect(listPath(restEntity('postType', 'page'), query)).toBe(
      '/wp/v2/pages?context=edit&per_page=5&search=50%25+off+%28new%29+it%27s+a%7Eb*c',
    );
  });

  it('refuse an entity the table does not hold', () => {
    expect(() => restEntity('postType', 'nope')).toThrow('No REST entity postType/nope');
  });
});

describe('templatePartSlugs', () => {
  it('lists each template part a template places, once, at any depth', () => {
    const markup =
      '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->\n<!-- wp:group --><div><!-- wp:template-part {"slug":"sidebar"} /--></div><!-- /wp:group -->\n<!-- wp:template-part {"slug":"footer"} /--><!-- wp:template-part {"slug":"header"} /-->';
    expect(templatePartSlugs(markup)).toEqual(['header', 'sidebar', 'footer']);
  });

  it('skips parts without a readable slug', () => {
    expect(templatePartSlugs('<!-- wp:template-part {broken} /-->')).toEqual([]);
    expect(templatePartSlugs('<!-- wp:template-part {"slug":3} /-->')).toEqual([]);
  });
});

describe('record shapes', () => {
  it('read raw text from edit context, a rendered value, or an edited string', () => {
    expect(rawText({ raw: 'Home', rendered: 'Home &amp;' })).toBe('Home');
    expect(rawText({ rendered: 'Shown' })).toBe('Shown');
    expect(rawText('Edited')).toBe('Edited');
    expect(rawText(null)).toBe('');
  });

  it('tell a template from a part', () => {
    const content = { raw: '', block_version: 0 };
    expect(isRestTemplate({ type: 'wp_template', theme: 'loom', content })).toBe(true);
    expect(isRestTemplate({ type: 'wp_template_part', theme: 'loom', content })).toBe(false);
    expect(isRestTemplate('wp_template')).toBe(false);
  });
});
