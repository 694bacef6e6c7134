/** Grid widths of Latest Posts from two to six columns (a 1.25em gap between items). */
function latestPostsColumns(): string {
  let css = '';
  for (let columns = 2; columns <= 6; columns += 1) {
    const width =
      columns === 2
        ? 'calc(50% - .625em)'
        : `calc(${(100 / columns).toFixed(4).replace(/\.?0+$/, '')}% - 1.25em + ${(1.25 / columns).toFixed(4).replace(/\.?0+$/, '')}em)`;
    css += `.wp-block-latest-posts.columns-${columns} li{width:${width}}.wp-block-latest-posts.columns-${columns} li:nth-child(${columns}n){margin-right:0}`;
  }
  return `@media (min-width:600px){${css}}`;
}

/** Base CSS of the listing and widget blocks, keyed by block name (WordPress's block styles). */
export const listingBlocksCss: Record<string, string> = {
  'core/latest-posts': [
    '.wp-block-latest-posts{box-sizing:border-box}',
    '.wp-block-latest-posts.alignleft{margin-right:2em}',
    '.wp-block-latest-posts.alignright{margin-left:2em}',
    '.wp-block-latest-posts.wp-block-latest-posts__list{list-style:none}',
    '.wp-block-latest-posts.wp-block-latest-posts__list li{clear:both;overflow-wrap:break-word}',
    '.wp-block-latest-posts.is-grid{display:flex;flex-wrap:wrap}',
    '.wp-block-latest-posts.is-grid li{margin:0 1.25em 1.25em 0;width:100%}',
    latestPostsColumns(),
    ':root :where(.wp-block-latest-posts.is-grid){padding:0}',
    ':root :where(.wp-block-latest-posts.wp-block-latest-posts__list){padding-left:0}',
    '.wp-block-latest-posts__post-author,.wp-block-latest-posts__post-date{display:block;font-size:.8125em}',
    '.wp-block-latest-posts__post-excerpt,.wp-block-latest-posts__post-full-content{margin-bottom:1em;margin-top:.5em}',
    '.wp-block-latest-posts__featured-image a{display:inline-block}',
    '.wp-block-latest-posts__featured-image img{height:auto;max-width:100%;width:auto}',
    '.wp-block-latest-posts__featured-image.alignleft{float:left;margin-right:1em}',
    '.wp-block-latest-posts__featured-image.alignright{float:right;margin-left:1em}',
    '.wp-block-latest-posts__featured-image.aligncenter{margin-bottom:1em;text-align:center}',
  ].join(''),
  'core/archives':
    '.wp-block-archives{box-sizing:border-box}.wp-block-archives-dropdown label{display:block}',
  'core/categories': [
    '.wp-block-categories{box-sizing:border-box}',
    '.wp-block-categories.alignleft{margin-right:2em}',
    '.wp-block-categories.alignright{margin-left:2em}',
    '.wp-block-categories.wp-block-categories-dropdown.aligncenter{text-align:center}',
    '.wp-block-categories .wp-block-categories__label{display:block;width:100%}',
  ].join(''),
  'core/calendar': [
    '.wp-block-calendar{text-align:center}',
    '.wp-block-calendar td,.wp-block-calendar th{border:1px solid;padding:.25em}',
    '.wp-block-calendar th{font-weight:400}',
    '.wp-block-calendar caption{background-color:inherit}',
    '.wp-block-calendar table{border-collapse:collapse;width:100%}',
    '.wp-block-calendar table:where(:not(.has-text-color)){color:#40464d}',
    '.wp-block-calendar table:where(:not(.has-text-color)) td,.wp-block-calendar table:where(:not(.has-text-color)) th{border-color:#ddd}',
    ':where(.wp-block-calendar table:not(.has-background) th){background:#ddd}',
    '.wp-block-calendar .wp-calendar-nav{display:flex;justify-content:space-between}',
  ].join(''),
  'core/tag-cloud': [
    '.wp-block-tag-cloud{box-sizing:border-box}',
    '.wp-block-tag-cloud.aligncenter{justify-content:center;text-align:center}',
    '.wp-block-tag-cloud a{display:inline-block;margin-right:5px}',
    '.wp-block-tag-cloud span{display:inline-block;margin-left:5px;text-decoration:none}',
    ':root :where(.wp-block-tag-cloud.is-style-outline){display:flex;flex-wrap:wrap;gap:1ch}',
    ':root :where(.wp-block-tag-cloud.is-style-outline a){border:1px solid;font-size:unset!important;margin-right:0;padding:1ch 2ch;text-decoration:none!important}',
  ].join(''),
  'core/loginout': '.wp-block-loginout{box-sizing:border-box}',
  'core/post-time-to-read': '.wp-block-post-time-to-read{box-sizing:border-box}',
};
