/**
 * Covers as WordPress's block editor saves them (current save and the formats its deprecations
 * still accept), in the shapes of Twenty Twenty-Five's patterns and Gutenberg's fixtures.
 */
export const WORDPRESS_COVERS: Record<string, string> = {
  'image first, focal point, min height, content position, constrained layout': `<!-- wp:cover {"url":"/media/harbour.webp","alt":"Boats in a harbour","dimRatio":20,"focalPoint":{"x":0.4,"y":0.8},"minHeight":720,"minHeightUnit":"px","contentPosition":"bottom left","align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignfull has-custom-content-position is-position-bottom-left" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50);min-height:720px"><img class="wp-block-cover__image-background" alt="Boats in a harbour" src="/media/harbour.webp" style="object-position:40% 80%" data-object-fit="cover" data-object-position="40% 80%"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-20 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:heading {"textAlign":"left","fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-text-align-left has-xx-large-font-size">Harbour days</h2>
<!-- /wp:heading --></div></div>
<!-- /wp:cover -->`,
  'overlay before the image, text and link colours (Twenty Twenty-Five)': `<!-- wp:cover {"url":"/media/meadow.webp","alt":"A meadow at noon","dimRatio":10,"minHeight":100,"minHeightUnit":"vh","align":"full","style":{"elements":{"link":{"color":{"text":"var:preset|color|accent-1"}}},"spacing":{"margin":{"top":"0","bottom":"0"}}},"textColor":"accent-1","layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignfull has-accent-1-color has-text-color has-link-color" style="margin-top:0;margin-bottom:0;min-height:100vh"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-10 has-background-dim"></span><img class="wp-block-cover__image-background" alt="A meadow at noon" src="/media/meadow.webp" data-object-fit="cover"/>
	<div class="wp-block-cover__inner-container">
		<!-- wp:paragraph {"align":"center"} -->
		<p class="has-text-align-center">Opening in spring.</p>
		<!-- /wp:paragraph -->
	</div>
</div>
<!-- /wp:cover -->`,
  'the featured image: no media saved': `<!-- wp:cover {"useFeaturedImage":true,"dimRatio":50,"isUserOverlayColor":true,"align":"full","layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignfull"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:post-title {"level":1} /--></div></div>
<!-- /wp:cover -->`,
  'an aspect ratio: not in the saved HTML': `<!-- wp:cover {"url":"/media/dunes.webp","dimRatio":50,"style":{"dimensions":{"aspectRatio":"16/9"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="/media/dunes.webp" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Sand as far as the eye can see.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
  'an overlay colour only, min height in vh': `<!-- wp:cover {"overlayColor":"contrast","isUserOverlayColor":true,"minHeight":50,"minHeightUnit":"vh","isDark":false,"tagName":"section"} -->
<section class="wp-block-cover is-light" style="min-height:50vh"><span aria-hidden="true" class="wp-block-cover__background has-contrast-background-color has-background-dim-100 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Plain colour behind.</p>
<!-- /wp:paragraph --></div></section>
<!-- /wp:cover -->`,
  'a fixed (parallax) background labelled by its alt text': `<!-- wp:cover {"url":"/media/forest.webp","alt":"Tall pines","hasParallax":true,"dimRatio":30} -->
<div class="wp-block-cover has-parallax"><div role="img" aria-label="Tall pines" class="wp-block-cover__image-background has-parallax" style="background-position:50% 50%;background-image:url(/media/forest.webp)"></div><span aria-hidden="true" class="wp-block-cover__background has-background-dim-30 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Among the trees.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
  'a repeated background without alt text': `<!-- wp:cover {"url":"/media/tile.png","isRepeated":true,"dimRatio":0,"focalPoint":{"x":0.25,"y":0.5}} -->
<div class="wp-block-cover is-repeated"><div class="wp-block-cover__image-background is-repeated" style="background-position:25% 50%;background-image:url(/media/tile.png)"></div><span aria-hidden="true" class="wp-block-cover__background has-background-dim-0 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Tiles.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
  'a video background with a poster': `<!-- wp:cover {"url":"/media/waves.mp4","dimRatio":40,"backgroundType":"video","focalPoint":{"x":0.5,"y":0.3}} -->
<div class="wp-block-cover"><video class="wp-block-cover__video-background intrinsic-ignore" autoplay muted loop playsinline src="/media/waves.mp4" poster="/media/waves.jpg" style="object-position:50% 30%" data-object-fit="cover" data-object-position="50% 30%"></video><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Surf report.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
  'a gradient overlay over an image': `<!-- wp:cover {"url":"/media/city.webp","id":31,"dimRatio":60,"gradient":"midnight","sizeSlug":"large"} -->
<div class="wp-block-cover"><img class="wp-block-cover__image-background wp-image-31 size-large" alt="" src="/media/city.webp" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-60 has-background-dim wp-block-cover__gradient-background has-background-gradient has-midnight-gradient-background"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Night falls.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
  'a custom overlay colour, 0 % without a dim class (older WordPress)': `<!-- wp:cover {"url":"/media/lake.webp","dimRatio":0,"customOverlayColor":"#1e3a5f","isDark":false} -->
<div class="wp-block-cover is-light"><span aria-hidden="true" class="wp-block-cover__background" style="background-color:#1e3a5f"></span><img class="wp-block-cover__image-background" alt="" src="/media/lake.webp" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Still water.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
};
