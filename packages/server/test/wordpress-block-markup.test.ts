import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

/** A cover as WordPress's block editor saves it: an aspect ratio and a layout, neither in the HTML. */
const ASPECT_RATIO_COVER = `<!-- wp:cover {"url":"/media/estuary.webp","alt":"An estuary at low tide","dimRatio":30,"align":"full","style":{"dimensions":{"aspectRatio":"16/9"}},"layout":{"type":"constrained","contentSize":"640px"}} -->
<div class="wp-block-cover alignfull"><img class="wp-block-cover__image-background" alt="An estuary at low tide" src="/media/estuary.webp" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-30 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:heading {"textAlign":"center","level":1} -->
<h1 class="wp-block-heading has-text-align-center">Low tide walks</h1>
<!-- /wp:heading --></div></div>
<!-- /wp:cover -->`;

/** A cover showing the page's featured image, and an image block a pattern left without an address. */
const FEATURED_COVER_AND_EMPTY_IMAGE = `<!-- wp:cover {"useFeaturedImage":true,"dimRatio":50,"layout":{"type":"constrained"}} -->
<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Over the featured image.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:image {"sizeSlug":"full","linkDestination":"none"} -->
<figure class="wp-block-image size-full"><img alt=""/></figure>
<!-- /wp:image -->`;

describe.each(testDialects())('WordPress block markup on the public site (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const image = await insertPost(t.app.db, {
      type: 'attachment',
      status: 'inherit',
      title: 'Lighthouse',
      slug: 'lighthouse-photo',
      meta: {
        file: '2099/02/lighthouse.jpg',
        mime_type: 'image/jpeg',
        width: 1600,
        height: 900,
        filesize: 1000,
        alt_text: 'A lighthouse on a rock',
        sizes: {},
      },
    });
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Estuary walks',
      slug: 'estuary-walks',
      content: ASPECT_RATIO_COVER,
    });
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Lighthouse visits',
      slug: 'lighthouse-visits',
      content: FEATURED_COVER_AND_EMPTY_IMAGE,
      meta: { _thumbnail_id: image.id },
    });
  });
  afterAll(() => t.close());

  it('renders a cover with its aspect ratio on the wrapper and its layout on the inner container', async () => {
    const response = await t.request({ method: 'GET', url: '/estuary-walks/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div class="wp-block-cover alignfull has-aspect-ratio" style="aspect-ratio:16/9;min-height:unset;">',
    );
    const inner = /<div class="wp-block-cover__inner-container ([^"]*)">/.exec(html);
    expect(inner?.[1]?.split(' ')).toEqual(
      expect.arrayContaining([
        'is-layout-constrained',
        'wp-block-cover-is-layout-constrained',
        expect.stringMatching(/^wp-container-core-cover-is-layout-[0-9a-f]{8}$/),
      ]),
    );
    const container = inner?.[1]?.split(' ').find((name) => name.startsWith('wp-container-'));
    expect(html).toContain(
      `.${container} > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:640px;`,
    );
    // The overlay is a plain child of the cover, outside the constrained container.
    expect(html).toContain(
      '<span aria-hidden="true" class="wp-block-cover__background has-background-dim-30 has-background-dim"></span><div class="wp-block-cover__inner-container',
    );
  });

  it("puts the page's featured image in the cover and drops an image without an address", async () => {
    const response = await t.request({ method: 'GET', url: '/lighthouse-visits/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(
      /<span aria-hidden="true" class="wp-block-cover__background has-background-dim"><\/span><img width="1600" height="900" src="[^"]*\/wp-content\/uploads\/2099\/02\/lighthouse\.jpg" class="wp-block-cover__image-background wp-post-image" alt="A lighthouse on a rock" data-object-fit="cover"\/><div class="wp-block-cover__inner-container/,
    );
    expect(html).toContain('<p class="wp-block-paragraph">Over the featured image.</p>');
    expect(html).not.toContain('<figure class="wp-block-image size-full">');
    expect(html).not.toMatch(/<img(?![^>]*\ssrc=)[^>]*>/);
  });
});
