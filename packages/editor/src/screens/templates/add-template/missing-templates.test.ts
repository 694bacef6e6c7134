import { describe, expect, it } from 'vitest';
import { startPatternsFor } from '../../../domain/templates/start-patterns';
import { hierarchyTemplatePayload, missingHierarchyTemplates } from './missing-templates';

describe('Add template choices', () => {
  it('lists the hierarchy templates not made yet, in the conventional order', () => {
    const missing = missingHierarchyTemplates([
      'index',
      'home',
      'page',
      'single',
      '404',
      'page-about',
    ]);
    expect(missing.map((template) => template.slug)).toEqual([
      'front-page',
      'archive',
      'author',
      'category',
      'date',
      'tag',
      'search',
    ]);
    expect(
      hierarchyTemplatePayload(missing[0] ?? { slug: '', title: '', description: '' }),
    ).toEqual({
      slug: 'front-page',
      title: 'Front Page',
      description: 'The site’s front page, whether it shows the latest posts or a chosen page.',
      status: 'publish',
    });
  });

  it('offers the theme patterns made for the template as start patterns', () => {
    const patterns = [
      {
        name: 'loom/hero',
        title: 'Hero',
        content: '<p>hero</p>',
        template_types: ['front-page', 'home'],
      },
      { name: 'loom/missing', title: 'Missing', content: '<p>404</p>', template_types: ['404'] },
      { name: 'loom/empty', title: 'Empty', content: '', template_types: ['home'] },
      { name: 'loom/plain', title: 'Plain', content: '<p>x</p>' },
    ];
    expect(startPatternsFor(patterns, 'home')).toEqual([
      { name: 'loom/hero', title: 'Hero', content: '<p>hero</p>' },
    ]);
    expect(startPatternsFor(patterns, 'search')).toEqual([]);
    expect(startPatternsFor({ not: 'a list' }, 'home')).toEqual([]);
  });
});
