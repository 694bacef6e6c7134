import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';
import { sizeTags } from './tag-cloud-sizes';

describe('tag cloud', () => {
  it('sizes tags from the smallest to the largest size by post count', async () => {
    const html = await renderListing('<!-- wp:tag-cloud /-->');
    expect(html).toBe(
      '<p class="wp-block-tag-cloud">' +
        '<a href="https://example.test/tag/art/" class="tag-cloud-link tag-link-5 tag-link-position-1" style="font-size: 22pt;" aria-label="Art (3 items)">Art</a>\n' +
        '<a href="https://example.test/tag/food/" class="tag-cloud-link tag-link-6 tag-link-position-2" style="font-size: 8pt;" aria-label="Food (1 item)">Food</a>' +
        '</p>',
    );
  });

  it('prints counts instead of labels, keeps the outline style and the block sizes', async () => {
    const html = await renderListing(
      '<!-- wp:tag-cloud {"showTagCounts":true,"smallestFontSize":"1em","largestFontSize":"2em","className":"is-style-outline"} /-->',
    );
    expect(html).toContain('class="wp-block-tag-cloud is-style-outline"');
    expect(html).toContain(
      'style="font-size: 2em;">Art<span class="tag-link-count"> (3)</span></a>',
    );
    expect(html).not.toContain('aria-label');
  });

  it('renders nothing without tags', async () => {
    expect(await renderListing('<!-- wp:tag-cloud /-->', {}, { posts: [] })).toBe('');
  });

  it('keeps the most used tags up to the limit and steps sizes evenly', () => {
    const term = (id: number, count: number) => ({
      id,
      name: `T${id}`,
      slug: `t${id}`,
      taxonomy: 'post_tag',
      link: '',
      parent: 0,
      count,
    });
    const sized = sizeTags([term(1, 1), term(2, 4), term(3, 2), term(4, 3)], {
      limit: 3,
      smallest: '8pt',
      largest: '22pt',
    });
    expect(sized.map((item) => [item.term.name, item.fontSize])).toEqual([
      ['T2', '22pt'],
      ['T3', '8pt'],
      ['T4', '15pt'],
    ]);
  });
});
