import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';

describe('categories (terms list)', () => {
  it('lists categories with posts by name, as WordPress lists them', async () => {
    const html = await renderListing('<!-- wp:categories /-->');
    expect(html).toBe(
      '<ul class="wp-block-categories wp-block-categories-list wp-block-categories-taxonomy-category">' +
        '\t<li class="cat-item cat-item-4"><a href="https://example.test/category/local/">Local</a>\n</li>\n' +
        '\t<li class="cat-item cat-item-3"><a href="https://example.test/category/news/">News</a>\n</li>\n' +
        '</ul>',
    );
  });

  it('nests children under their parent and shows counts of published posts', async () => {
    const html = await renderListing(
      '<!-- wp:categories {"showHierarchy":true,"showPostCounts":true} /-->',
    );
    expect(html).toContain(
      `<li class="cat-item cat-item-3"><a href="https://example.test/category/news/">News</a> (2)\n<ul class='children'>\n\t<li class="cat-item cat-item-4"><a href="https://example.test/category/local/">Local</a> (1)\n</li>\n</ul>\n</li>`,
    );
  });

  it('shows empty terms when asked, and only the top level when asked', async () => {
    const withEmpty = await renderListing('<!-- wp:categories {"showEmpty":true} /-->');
    expect(withEmpty).toContain('>Empty</a>');
    const top = await renderListing('<!-- wp:categories {"showOnlyTopLevel":true} /-->');
    expect(top).toContain('>News</a>');
    expect(top).not.toContain('>Local</a>');
  });

  it('says there are none', async () => {
    expect(await renderListing('<!-- wp:categories /-->', {}, { posts: [] })).toContain(
      '<li class="cat-item-none">No categories</li>',
    );
    expect(
      await renderListing('<!-- wp:categories {"taxonomy":"post_tag"} /-->', {}, { posts: [] }),
    ).toContain('<li class="cat-item-none">No tags</li>');
  });

  it('offers a dropdown of category ids named cat, indented by depth', async () => {
    const html = await renderListing(
      '<!-- wp:categories {"displayAsDropdown":true,"showHierarchy":true,"showPostCounts":true} /-->',
    );
    expect(html).toContain(
      '<label class="wp-block-categories__label" for="wp-block-categories-category">Categories</label>',
    );
    expect(html).toContain(
      "<select  name='cat' id='wp-block-categories-category' class='postform'>",
    );
    expect(html).toContain("<option value='-1'>Select Category</option>");
    expect(html).toContain('<option class="level-0" value="3">News&nbsp;&nbsp;(2)</option>');
    expect(html).toContain(
      '<option class="level-1" value="4">&nbsp;&nbsp;&nbsp;Local&nbsp;&nbsp;(1)</option>',
    );
  });
});

describe('categories with a hostile taxonomy attribute', () => {
  it('keeps the taxonomy a key, so it cannot leave the attributes it is written into', async () => {
    const html = await renderListing(
      `<!-- wp:categories {"displayAsDropdown":true,"taxonomy":"x' onfocus='alert(1)"} /-->`,
    );
    expect(html).not.toContain("x' onfocus");
    expect(html).toContain(
      "<select  name='xonfocusalert1' id='wp-block-categories-xonfocusalert1'",
    );
  });
});
