import type { BlockAttributes } from '../grammar/block-node';

/** A block to create and the exact markup the block editor would save for it. */
export interface SaveCase {
  name: string;
  attributes: BlockAttributes;
  inner?: [string, BlockAttributes][];
  markup: string;
}

const para = (text: string): string =>
  `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

/** Representative attributes for the core blocks with a `save`. */
export const saveCases: SaveCase[] = [
  {
    name: 'core/paragraph',
    attributes: {
      content: 'Hi <strong>you</strong>',
      align: 'center',
      textColor: 'accent',
      fontSize: 'large',
    },
    markup:
      '<!-- wp:paragraph {"align":"center","textColor":"accent","fontSize":"large"} -->\n<p class="has-text-align-center has-accent-color has-text-color has-large-font-size">Hi <strong>you</strong></p>\n<!-- /wp:paragraph -->',
  },
  {
    name: 'core/paragraph',
    attributes: { content: 'x', dropCap: true },
    markup:
      '<!-- wp:paragraph {"dropCap":true} -->\n<p class="has-drop-cap">x</p>\n<!-- /wp:paragraph -->',
  },
  {
    name: 'core/heading',
    attributes: {
      content: 'Title',
      level: 3,
      textAlign: 'center',
      anchor: 'top',
      className: 'is-style-asterisk',
    },
    markup:
      '<!-- wp:heading {"textAlign":"center","level":3,"className":"is-style-asterisk"} -->\n<h3 class="wp-block-heading has-text-align-center is-style-asterisk" id="top">Title</h3>\n<!-- /wp:heading -->',
  },
  {
    name: 'core/list',
    attributes: { ordered: true, start: 3 },
    inner: [['core/list-item', { content: 'one' }]],
    markup:
      '<!-- wp:list {"ordered":true,"start":3} -->\n<ol class="wp-block-list" start="3"><!-- wp:list-item -->\n<li>one</li>\n<!-- /wp:list-item --></ol>\n<!-- /wp:list -->',
  },
  {
    name: 'core/quote',
    attributes: { citation: 'Someone' },
    inner: [['core/paragraph', { content: 'Quoted' }]],
    markup: `<!-- wp:quote -->\n<blockquote class="wp-block-quote">${para('Quoted')}<cite>Someone</cite></blockquote>\n<!-- /wp:quote -->`,
  },
  {
    name: 'core/pullquote',
    attributes: { value: 'Big', citation: 'Me' },
    markup:
      '<!-- wp:pullquote -->\n<figure class="wp-block-pullquote"><blockquote><p>Big</p><cite>Me</cite></blockquote></figure>\n<!-- /wp:pullquote -->',
  },
  {
    name: 'core/code',
    attributes: { content: 'a &lt; b' },
    markup:
      '<!-- wp:code -->\n<pre class="wp-block-code"><code>a &lt; b</code></pre>\n<!-- /wp:code -->',
  },
  {
    name: 'core/preformatted',
    attributes: { content: 'pre  text' },
    markup:
      '<!-- wp:preformatted -->\n<pre class="wp-block-preformatted">pre  text</pre>\n<!-- /wp:preformatted -->',
  },
  {
    name: 'core/verse',
    attributes: { content: 'Roses' },
    markup: '<!-- wp:verse -->\n<pre class="wp-block-verse">Roses</pre>\n<!-- /wp:verse -->',
  },
  {
    name: 'core/html',
    attributes: { content: '<marquee>hi</marquee>' },
    markup: '<!-- wp:html -->\n<marquee>hi</marquee>\n<!-- /wp:html -->',
  },
  {
    name: 'core/details',
    attributes: { summary: 'More', showContent: true },
    inner: [['core/paragraph', { content: 'Hidden' }]],
    markup: `<!-- wp:details {"showContent":true} -->\n<details class="wp-block-details" open><summary>More</summary>${para('Hidden')}</details>\n<!-- /wp:details -->`,
  },
  {
    name: 'core/table',
    attributes: {
      head: [{ cells: [{ content: 'H', tag: 'th' }] }],
      body: [
        {
          cells: [
            { content: 'a', tag: 'td' },
            { content: 'b', tag: 'td', align: 'right' },
          ],
        },
      ],
      caption: 'Cap',
    },
    markup:
      '<!-- wp:table -->\n<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>H</th></tr></thead><tbody><tr><td>a</td><td class="has-text-align-right" data-align="right">b</td></tr></tbody></table><figcaption class="wp-element-caption">Cap</figcaption></figure>\n<!-- /wp:table -->',
  },
  {
    name: 'core/image',
    attributes: {
      url: '/a.jpg',
      alt: 'A',
      id: 7,
      sizeSlug: 'large',
      caption: 'Cap',
      href: '/a',
      align: 'wide',
      style: { border: { radius: '8px' } },
    },
    markup:
      '<!-- wp:image {"id":7,"sizeSlug":"large","align":"wide","style":{"border":{"radius":"8px"}}} -->\n<figure class="wp-block-image alignwide size-large has-custom-border"><a href="/a"><img src="/a.jpg" alt="A" class="wp-image-7" style="border-radius:8px"/></a><figcaption class="wp-element-caption">Cap</figcaption></figure>\n<!-- /wp:image -->',
  },
  {
    name: 'core/gallery',
    attributes: { columns: 2 },
    inner: [['core/image', { url: '/1.jpg', id: 1 }]],
    markup:
      '<!-- wp:gallery {"columns":2} -->\n<figure class="wp-block-gallery has-nested-images columns-2 is-cropped"><!-- wp:image {"id":1} -->\n<figure class="wp-block-image"><img src="/1.jpg" alt="" class="wp-image-1"/></figure>\n<!-- /wp:image --></figure>\n<!-- /wp:gallery -->',
  },
  {
    name: 'core/video',
    attributes: { src: '/v.mp4', caption: 'Clip', loop: true },
    markup:
      '<!-- wp:video -->\n<figure class="wp-block-video"><video controls loop src="/v.mp4"></video><figcaption class="wp-element-caption">Clip</figcaption></figure>\n<!-- /wp:video -->',
  },
  {
    name: 'core/audio',
    attributes: { src: '/a.mp3' },
    markup:
      '<!-- wp:audio -->\n<figure class="wp-block-audio"><audio controls src="/a.mp3"></audio></figure>\n<!-- /wp:audio -->',
  },
  {
    name: 'core/embed',
    attributes: {
      url: 'https://www.youtube.com/watch?v=x',
      type: 'video',
      providerNameSlug: 'youtube',
      className: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
      caption: 'Watch',
    },
    markup:
      '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=x","type":"video","providerNameSlug":"youtube","className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=x\n</div><figcaption class="wp-element-caption">Watch</figcaption></figure>\n<!-- /wp:embed -->',
  },
  {
    name: 'core/cover',
    attributes: {
      url: '/bg.jpg',
      id: 3,
      dimRatio: 60,
      overlayColor: 'contrast',
      minHeight: 400,
      minHeightUnit: 'px',
      align: 'full',
    },
    inner: [['core/paragraph', { content: 'On top' }]],
    markup: `<!-- wp:cover {"url":"/bg.jpg","id":3,"dimRatio":60,"overlayColor":"contrast","minHeight":400,"minHeightUnit":"px","align":"full"} -->\n<div class="wp-block-cover alignfull" style="min-height:400px"><img class="wp-block-cover__image-background wp-image-3" alt="" src="/bg.jpg" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-contrast-background-color has-background-dim-60 has-background-dim"></span><div class="wp-block-cover__inner-container">${para('On top')}</div></div>\n<!-- /wp:cover -->`,
  },
  {
    name: 'core/media-text',
    attributes: {
      mediaUrl: '/m.jpg',
      mediaId: 5,
      mediaType: 'image',
      mediaWidth: 40,
      mediaPosition: 'right',
    },
    inner: [['core/paragraph', { content: 'Side' }]],
    markup: `<!-- wp:media-text {"mediaPosition":"right","mediaId":5,"mediaType":"image","mediaWidth":40} -->\n<div class="wp-block-media-text has-media-on-the-right is-stacked-on-mobile" style="grid-template-columns:auto 40%"><div class="wp-block-media-text__content">${para('Side')}</div><figure class="wp-block-media-text__media"><img src="/m.jpg" alt="" class="wp-image-5 size-full"/></figure></div>\n<!-- /wp:media-text -->`,
  },
  {
    name: 'core/buttons',
    attributes: { layout: { type: 'flex', justifyContent: 'center' } },
    inner: [
      [
        'core/button',
        {
          text: 'Go',
          url: '/go',
          backgroundColor: 'accent',
          className: 'is-style-outline',
          width: 50,
        },
      ],
    ],
    markup:
      '<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} -->\n<div class="wp-block-buttons"><!-- wp:button {"width":50,"backgroundColor":"accent","className":"is-style-outline"} -->\n<div class="wp-block-button has-custom-width wp-block-button__width-50 is-style-outline"><a class="wp-block-button__link has-accent-background-color has-background wp-element-button" href="/go">Go</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->',
  },
  {
    name: 'core/group',
    attributes: {
      tagName: 'section',
      align: 'full',
      backgroundColor: 'base-2',
      layout: { type: 'constrained' },
      style: { spacing: { padding: { top: '2rem' } } },
    },
    inner: [['core/paragraph', { content: 'In group' }]],
    markup: `<!-- wp:group {"tagName":"section","align":"full","style":{"spacing":{"padding":{"top":"2rem"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->\n<section class="wp-block-group alignfull has-base-2-background-color has-background" style="padding-top:2rem">${para('In group')}</section>\n<!-- /wp:group -->`,
  },
  {
    name: 'core/columns',
    attributes: { verticalAlignment: 'center', isStackedOnMobile: false },
    inner: [['core/column', { width: '33.33%' }]],
    markup:
      '<!-- wp:columns {"verticalAlignment":"center","isStackedOnMobile":false} -->\n<div class="wp-block-columns are-vertically-aligned-center is-not-stacked-on-mobile"><!-- wp:column {"width":"33.33%"} -->\n<div class="wp-block-column" style="flex-basis:33.33%"></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->',
  },
  {
    name: 'core/spacer',
    attributes: { height: 'var:preset|spacing|50' },
    markup:
      '<!-- wp:spacer {"height":"var:preset|spacing|50"} -->\n<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->',
  },
  {
    name: 'core/separator',
    attributes: { className: 'is-style-wide' },
    markup:
      '<!-- wp:separator {"className":"is-style-wide"} -->\n<hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/>\n<!-- /wp:separator -->',
  },
  {
    name: 'core/separator',
    attributes: { className: 'is-style-wide', backgroundColor: 'accent-4', align: 'wide' },
    markup:
      '<!-- wp:separator {"align":"wide","backgroundColor":"accent-4","className":"is-style-wide"} -->\n<hr class="wp-block-separator alignwide has-text-color has-accent-4-color has-alpha-channel-opacity has-accent-4-background-color has-background is-style-wide"/>\n<!-- /wp:separator -->',
  },
  {
    name: 'core/social-links',
    attributes: { className: 'is-style-logos-only', iconColorValue: '#000' },
    inner: [['core/social-link', { service: 'github', url: 'https://github.com' }]],
    markup:
      '<!-- wp:social-links {"iconColorValue":"#000","className":"is-style-logos-only"} -->\n<ul class="wp-block-social-links has-icon-color is-style-logos-only"><!-- wp:social-link {"url":"https://github.com","service":"github"} /--></ul>\n<!-- /wp:social-links -->',
  },
  {
    name: 'core/query',
    attributes: { queryId: 1, query: { perPage: 3, inherit: false, postType: 'post' } },
    inner: [['core/post-template', {}]],
    markup:
      '<!-- wp:query {"queryId":1,"query":{"perPage":3,"inherit":false,"postType":"post"}} -->\n<div class="wp-block-query"><!-- wp:post-template /--></div>\n<!-- /wp:query -->',
  },
  {
    name: 'core/template-part',
    attributes: { slug: 'header', tagName: 'header' },
    markup: '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->',
  },
];
