/** Base CSS of the text, media and design blocks, keyed by block name (written for Atelier). */
export const contentBlocksCss: Record<string, string> = {
  'core/paragraph': [
    'p.has-background{padding:1.25em 2.375em}',
    'p.has-drop-cap:not(:focus)::first-letter{float:left;font-size:8.4em;font-style:normal;font-weight:100;line-height:.68;margin:.05em .1em 0 0;text-transform:uppercase}',
  ].join(''),
  'core/heading':
    'h1.has-background,h2.has-background,h3.has-background,h4.has-background,h5.has-background,h6.has-background{padding:1.25em 2.375em}',
  'core/list': 'ol.has-background,ul.has-background{padding:1.25em 2.375em}',
  'core/quote':
    '.wp-block-quote{box-sizing:border-box;overflow-wrap:break-word}.wp-block-quote cite{display:block}',
  'core/pullquote': [
    '.wp-block-pullquote{border-bottom:4px solid;border-top:4px solid;box-sizing:border-box;margin:0 0 1em;overflow-wrap:break-word;padding:3em 0;text-align:center}',
    '.wp-block-pullquote blockquote{margin:0}',
    '.wp-block-pullquote p{font-size:1.75em;line-height:1.6}',
    '.wp-block-pullquote cite{display:block;font-size:.8em;text-transform:uppercase}',
  ].join(''),
  'core/code':
    '.wp-block-code{box-sizing:border-box}.wp-block-code code{display:block;font-family:inherit;overflow-wrap:break-word;white-space:pre-wrap}',
  'core/preformatted': '.wp-block-preformatted{box-sizing:border-box;white-space:pre-wrap}',
  'core/verse': '.wp-block-verse{box-sizing:border-box;overflow:auto;white-space:pre-wrap}',
  'core/details':
    '.wp-block-details{box-sizing:border-box}.wp-block-details summary{cursor:pointer}',
  'core/table': [
    '.wp-block-table{overflow-x:auto}',
    '.wp-block-table table{border-collapse:collapse;width:100%}',
    '.wp-block-table .has-fixed-layout{table-layout:fixed}',
    '.wp-block-table td,.wp-block-table th{border:1px solid;padding:.5em;word-break:normal}',
    '.wp-block-table.is-style-stripes tbody tr:nth-child(odd){background-color:#f0f0f0}',
    '.wp-block-table.is-style-stripes td,.wp-block-table.is-style-stripes th{border-color:transparent}',
  ].join(''),
  'core/image': [
    '.wp-block-image{margin:0 0 1em}',
    '.wp-block-image img{box-sizing:border-box;height:auto;max-width:100%;vertical-align:bottom}',
    '.wp-block-image.alignfull img,.wp-block-image.alignwide img{width:100%}',
    '.wp-block-image.aligncenter{text-align:center}',
    '.wp-block-image.is-style-rounded img{border-radius:9999px}',
    '.wp-block-image :where(figcaption){margin-bottom:1em;margin-top:.5em}',
  ].join(''),
  'core/gallery': [
    '.wp-block-gallery.has-nested-images{display:flex;flex-wrap:wrap;gap:var(--wp--style--block-gap,.5em)}',
    '.wp-block-gallery.has-nested-images figure.wp-block-image{box-sizing:border-box;flex-grow:1;margin:0;width:calc(50% - var(--wp--style--block-gap,.5em)/2)}',
    '.wp-block-gallery.has-nested-images.is-cropped figure.wp-block-image img{height:100%;object-fit:cover;width:100%}',
    '.wp-block-gallery .blocks-gallery-caption{flex-basis:100%;text-align:center}',
    ...[3, 4, 5, 6, 7, 8].map(
      (n) =>
        `@media (min-width:600px){.wp-block-gallery.has-nested-images.columns-${n} figure.wp-block-image{width:calc(${(100 / n).toFixed(4)}% - var(--wp--style--block-gap,.5em)*${((n - 1) / n).toFixed(4)})}}`,
    ),
    '@media (min-width:600px){.wp-block-gallery.has-nested-images.columns-default figure.wp-block-image{width:calc(33.3333% - var(--wp--style--block-gap,.5em)*.6667)}}',
  ].join(''),
  'core/cover': [
    '.wp-block-cover{align-items:center;box-sizing:border-box;color:#fff;display:flex;justify-content:center;min-height:430px;overflow:clip;padding:1em;position:relative}',
    '.wp-block-cover.is-light{color:#000}',
    '.wp-block-cover .wp-block-cover__background{background-color:#000;inset:0;margin:0;opacity:.5;position:absolute;z-index:1}',
    // The wrapper carries the layout classes: their block gap must not push the overlay or the
    // content down (an overlay moved by the gap leaves the image as a strip above it).
    '.wp-block-cover>.wp-block-cover__inner-container{margin-block:0}',
    ...[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(
      (n) => `.wp-block-cover .has-background-dim-${n}{opacity:${n / 100}}`,
    ),
    '.wp-block-cover .wp-block-cover__image-background,.wp-block-cover .wp-block-cover__video-background{border:none;box-shadow:none;height:100%;inset:0;margin:0;max-height:none;max-width:none;object-fit:cover;padding:0;position:absolute;width:100%}',
    '.wp-block-cover.has-parallax .wp-block-cover__image-background{background-attachment:fixed;background-repeat:no-repeat;background-size:cover}',
    '.wp-block-cover.is-repeated .wp-block-cover__image-background{background-repeat:repeat;background-size:auto}',
    '.wp-block-cover__inner-container{color:inherit;position:relative;width:100%;z-index:1}',
    '.wp-block-cover.has-custom-content-position .wp-block-cover__inner-container{margin:0;width:auto}',
    ...[
      ['top-left', 'flex-start', 'flex-start'],
      ['top-center', 'flex-start', 'center'],
      ['top-right', 'flex-start', 'flex-end'],
      ['center-left', 'center', 'flex-start'],
      ['center-right', 'center', 'flex-end'],
      ['bottom-left', 'flex-end', 'flex-start'],
      ['bottom-center', 'flex-end', 'center'],
      ['bottom-right', 'flex-end', 'flex-end'],
    ].map(
      ([position, align, justify]) =>
        `.wp-block-cover.is-position-${position}{align-items:${align};justify-content:${justify}}`,
    ),
  ].join(''),
  'core/media-text': [
    '.wp-block-media-text{box-sizing:border-box;display:grid;grid-template-columns:50% 1fr;grid-template-rows:auto}',
    '.wp-block-media-text.has-media-on-the-right{grid-template-columns:1fr 50%}',
    '.wp-block-media-text>.wp-block-media-text__media{align-self:center;grid-column:1;grid-row:1;margin:0}',
    '.wp-block-media-text>.wp-block-media-text__content{align-self:center;grid-column:2;grid-row:1;padding:0 8%;word-break:break-word}',
    '.wp-block-media-text.has-media-on-the-right>.wp-block-media-text__media{grid-column:2}',
    '.wp-block-media-text.has-media-on-the-right>.wp-block-media-text__content{grid-column:1}',
    '.wp-block-media-text.is-vertically-aligned-top>*{align-self:start}',
    '.wp-block-media-text.is-vertically-aligned-bottom>*{align-self:end}',
    '.wp-block-media-text__media img,.wp-block-media-text__media video{height:auto;max-width:unset;vertical-align:middle;width:100%}',
    '@media (max-width:600px){.wp-block-media-text.is-stacked-on-mobile{grid-template-columns:100%!important}.wp-block-media-text.is-stacked-on-mobile>.wp-block-media-text__media{grid-column:1;grid-row:1}.wp-block-media-text.is-stacked-on-mobile>.wp-block-media-text__content{grid-column:1;grid-row:2}}',
  ].join(''),
  'core/group': [
    '.wp-block-group{box-sizing:border-box}',
    // Constrained groups are a positioning context, so one with negative margins overlaps the
    // next as in WordPress; the zero specificity lets any theme or block style change it.
    ':where(.wp-block-group.wp-block-group-is-layout-constrained){position:relative}',
  ].join(''),
  'core/columns': [
    '.wp-block-columns{align-items:normal!important;box-sizing:border-box;display:flex;flex-wrap:wrap!important}',
    '@media (min-width:782px){.wp-block-columns{flex-wrap:nowrap!important}}',
    '.wp-block-columns.are-vertically-aligned-top{align-items:flex-start!important}',
    '.wp-block-columns.are-vertically-aligned-center{align-items:center!important}',
    '.wp-block-columns.are-vertically-aligned-bottom{align-items:flex-end!important}',
    '@media (max-width:781px){.wp-block-columns:not(.is-not-stacked-on-mobile)>.wp-block-column{flex-basis:100%!important}}',
    '@media (min-width:782px){.wp-block-columns:not(.is-not-stacked-on-mobile)>.wp-block-column{flex-basis:0;flex-grow:1}.wp-block-columns:not(.is-not-stacked-on-mobile)>.wp-block-column[style*=flex-basis]{flex-grow:0}}',
    '.wp-block-columns.is-not-stacked-on-mobile{flex-wrap:nowrap!important}',
    '.wp-block-columns.is-not-stacked-on-mobile>.wp-block-column{flex-basis:0;flex-grow:1}',
    '.wp-block-columns.is-not-stacked-on-mobile>.wp-block-column[style*=flex-basis]{flex-grow:0}',
  ].join(''),
  'core/column': [
    '.wp-block-column{flex-grow:1;min-width:0;overflow-wrap:break-word;word-break:break-word}',
    '.wp-block-column.is-vertically-aligned-top{align-self:flex-start}',
    '.wp-block-column.is-vertically-aligned-center{align-self:center}',
    '.wp-block-column.is-vertically-aligned-bottom{align-self:flex-end}',
  ].join(''),
  'core/buttons':
    '.wp-block-buttons{box-sizing:border-box}.wp-block-buttons.is-vertical{flex-direction:column}',
  'core/button': [
    // WordPress's button defaults: a pill (9999px keeps the shape at any height) that a theme's
    // or the user's border radius replaces, since global styles come after this stylesheet.
    ':where(.wp-block-button__link){background-color:#32373c;color:#fff;font-size:1.125em}',
    '.wp-block-button__link{border-radius:9999px;box-shadow:none;box-sizing:border-box;cursor:pointer;display:inline-block;padding:calc(.667em + 2px) calc(1.333em + 2px);text-align:center;text-decoration:none;word-break:break-word}',
    '.wp-block-button.is-style-squared,.wp-block-button__link.wp-block-button.is-style-squared{border-radius:0}',
    '.wp-block-button.no-border-radius,.wp-block-button__link.no-border-radius{border-radius:0!important}',
    '.wp-block-button.has-custom-width{max-width:none}',
    '.wp-block-button.has-custom-width .wp-block-button__link{width:100%}',
    '.wp-block-button__width-25{width:calc(25% - var(--wp--style--block-gap,.5em)*.75)}',
    '.wp-block-button__width-50{width:calc(50% - var(--wp--style--block-gap,.5em)*.5)}',
    '.wp-block-button__width-75{width:calc(75% - var(--wp--style--block-gap,.5em)*.25)}',
    '.wp-block-button__width-100{flex-basis:100%;width:100%}',
    '.wp-block-button.is-style-outline>:where(.wp-block-button__link){border:2px solid currentColor;padding:.667em 1.333em}',
    '.wp-block-button.is-style-outline>.wp-block-button__link:not(.has-text-color){color:currentColor}',
    '.wp-block-button.is-style-outline>.wp-block-button__link:not(.has-background){background-color:transparent;background-image:none}',
  ].join(''),
  'core/separator': [
    '.wp-block-separator{border-bottom:none;border-left:none;border-right:none;border-top:2px solid}',
    '.wp-block-separator.has-css-opacity{opacity:.4}',
    '.wp-block-separator.has-alpha-channel-opacity{opacity:1}',
    '.wp-block-separator.has-background:not(.is-style-dots){border-bottom:none;height:1px}',
    '.wp-block-separator.is-style-dots{background:none!important;border:none!important;height:auto;line-height:1;text-align:center}',
    '.wp-block-separator.is-style-dots::before{color:currentColor;content:"···";font-family:serif;font-size:1.5em;letter-spacing:2em;padding-left:2em}',
  ].join(''),
  'core/spacer': '.wp-block-spacer{clear:both}',
};
