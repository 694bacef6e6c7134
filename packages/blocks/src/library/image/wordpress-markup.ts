/** Images as WordPress's block editor saves them, in the shapes of block themes' patterns. */
export const WORDPRESS_IMAGES: Record<string, string> = {
  'a full-size image': `<!-- wp:image {"sizeSlug":"full","linkDestination":"none"} -->
<figure class="wp-block-image size-full"><img src="/media/orchard.webp" alt="Apple trees in bloom"/></figure>
<!-- /wp:image -->`,
  'an image without an address (a pattern placeholder)': `<!-- wp:image {"sizeSlug":"full","linkDestination":"none"} -->
<figure class="wp-block-image size-full"><img alt=""/></figure>
<!-- /wp:image -->`,
  'aspect ratio, scale and a rounded border': `<!-- wp:image {"aspectRatio":"4/3","scale":"cover","sizeSlug":"large","linkDestination":"none","style":{"border":{"radius":"8px"}}} -->
<figure class="wp-block-image size-large has-custom-border"><img src="/media/bakery.webp" alt="" style="border-radius:8px;aspect-ratio:4/3;object-fit:cover"/></figure>
<!-- /wp:image -->`,
  'linked, with an id and a caption': `<!-- wp:image {"id":12,"sizeSlug":"medium","linkDestination":"custom","align":"center"} -->
<figure class="wp-block-image aligncenter size-medium"><a href="/about/"><img src="/media/team-300x200.webp" alt="The team" class="wp-image-12"/></a><figcaption class="wp-element-caption">Our team in 2026</figcaption></figure>
<!-- /wp:image -->`,
  'resized, wide alignment, the rounded style': `<!-- wp:image {"width":"240px","height":"auto","sizeSlug":"thumbnail","linkDestination":"none","align":"wide","className":"is-style-rounded"} -->
<figure class="wp-block-image alignwide size-thumbnail is-resized is-style-rounded"><img src="/media/portrait.webp" alt="" style="width:240px;height:auto"/></figure>
<!-- /wp:image -->`,
};
