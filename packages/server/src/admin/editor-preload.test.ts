import { describe, expect, it } from 'vitest';
import { preloadPaths } from './editor-preload.js';

describe('preloadPaths', () => {
  it.each([
    ['p=%2F', []],
    ['p=%2Fwp_template', ['/wp/v2/templates?context=edit&per_page=-1']],
    ['p=%2Fwp_template%2Fall', ['/wp/v2/templates?context=edit&per_page=-1']],
    ['p=%2Fwp_template_part%2Fall', ['/wp/v2/template-parts?context=edit&per_page=-1']],
    [
      'p=%2Fwp_template%2Floom%2F%2Findex&canvas=edit',
      ['/wp/v2/templates/loom//index?context=edit'],
    ],
    ['p=%2Fwp_template%2Floom%2Findex', ['/wp/v2/templates/loom//index?context=edit']],
    [
      'p=%2Fwp_template_part%2Floom%2F%2Fheader',
      ['/wp/v2/template-parts/loom//header?context=edit'],
    ],
    ['p=%2Fpage%2F12', ['/wp/v2/pages/12?context=edit']],
    ['p=%2Fpage', []],
    ['p=%2Fpatterns', []],
  ])('%s', (query, expected) => {
    expect(preloadPaths(new URLSearchParams(query))).toEqual(expected);
  });
});
