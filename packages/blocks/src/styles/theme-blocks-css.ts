import { socialServiceCss } from '../library/social-link/social-services';
import { navigationCss } from './navigation-css';

/** Base CSS of the site, navigation, post, query and widget blocks, keyed by block name. */
export const themeBlocksCss: Record<string, string> = {
  'core/site-logo': [
    '.wp-block-site-logo{box-sizing:border-box;line-height:0}',
    '.wp-block-site-logo a{display:inline-block;line-height:0}',
    '.wp-block-site-logo img{height:auto;max-width:100%}',
    '.wp-block-site-logo.is-style-rounded img{border-radius:9999px}',
  ].join(''),
  'core/navigation': navigationCss,
  'core/page-list': '.wp-block-page-list{box-sizing:border-box}',
  'core/social-links': [
    '.wp-block-social-links{align-items:center;box-sizing:border-box;display:flex;flex-wrap:wrap;font-size:24px;gap:.5em;list-style:none;margin-left:0;padding-left:0;padding-right:0;text-indent:0}',
    '.wp-block-social-links.has-small-icon-size{font-size:16px}',
    '.wp-block-social-links.has-large-icon-size{font-size:36px}',
    '.wp-block-social-links.has-huge-icon-size{font-size:48px}',
    '.wp-block-social-links .wp-social-link{background-color:#f0f0f0;border-radius:9999px;color:#1e1e1e;display:block;height:auto;margin:0}',
    '.wp-block-social-links .wp-social-link a{align-items:center;color:currentColor;display:flex;line-height:0;padding:.25em;text-decoration:none}',
    '.wp-block-social-links .wp-social-link svg{height:1em;width:1em}',
    '.wp-block-social-links.has-visible-labels .wp-block-social-link-label{font-size:.65em;line-height:1;margin-inline:.5em}',
    '.wp-block-social-links.is-style-logos-only .wp-social-link{background:none}',
    '.wp-block-social-links.is-style-pill-shape .wp-social-link a{padding:.25em .66em}',
    socialServiceCss(),
  ].join(''),
  'core/search': [
    '.wp-block-search__label{width:100%}',
    '.wp-block-search__inside-wrapper{display:flex;flex:auto;flex-wrap:nowrap;max-width:100%}',
    '.wp-block-search__input{appearance:none;border:1px solid #949494;flex-grow:1;font:inherit;margin:0;min-width:3rem;padding:8px}',
    '.wp-block-search__button{margin-left:10px;word-break:normal}',
    '.wp-block-search__button.has-icon{line-height:0}',
    '.wp-block-search__button svg{fill:currentColor;height:1.25em;min-height:24px;min-width:24px;vertical-align:text-bottom;width:1.25em}',
    '.wp-block-search__button-inside .wp-block-search__inside-wrapper{border:1px solid #949494;padding:4px}',
    '.wp-block-search__button-inside .wp-block-search__input{border:none;border-radius:0;padding:0 4px}',
    '.wp-block-search__button-inside .wp-block-search__button{padding:4px 8px}',
  ].join(''),
  'core/post-content': '.wp-block-post-content{display:flow-root;overflow-wrap:break-word}',
  'core/post-template':
    '.wp-block-post-template{box-sizing:border-box;list-style:none;margin-bottom:0;margin-top:0;max-width:100%;padding:0}',
  'core/post-featured-image': [
    '.wp-block-post-featured-image{margin-left:0;margin-right:0;position:relative}',
    '.wp-block-post-featured-image a{display:block;height:100%}',
    '.wp-block-post-featured-image img{box-sizing:border-box;height:auto;max-width:100%;vertical-align:bottom;width:100%}',
    '.wp-block-post-featured-image .wp-block-post-featured-image__overlay{background-color:#000;inset:0;position:absolute}',
    ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(
      (n) => `.wp-block-post-featured-image .has-background-dim-${n}{opacity:${n / 100}}`,
    ),
  ].join(''),
  'core/post-excerpt':
    '.wp-block-post-excerpt{box-sizing:border-box}.wp-block-post-excerpt__more-link{display:inline-block}',
  'core/post-navigation-link': [
    '.wp-block-post-navigation-link [class*=__arrow-previous]{display:inline-block;margin-right:1ch}',
    '.wp-block-post-navigation-link [class*=__arrow-next]{display:inline-block;margin-left:1ch}',
  ].join(''),
  'core/post-terms': '.wp-block-post-terms{box-sizing:border-box}',
  'core/read-more': '.wp-block-read-more{display:block;width:fit-content}',
  'core/query-pagination': [
    '.wp-block-query-pagination{box-sizing:border-box}',
    '.wp-block-query-pagination>.wp-block-query-pagination-next:last-child{margin-inline-start:auto}',
    '.wp-block-query-pagination .page-numbers{padding:0 .25em}',
    '.wp-block-query-pagination .page-numbers.current{font-weight:700}',
  ].join(''),
};

/**
 * Rules every page needs whatever blocks it uses (alignments, screen-reader text, captions). They
 * close the block library's stylesheet, as WordPress's `common.css` closes `style.css`: a block's
 * own rule of equal specificity (the search label's `width:100%`) never undoes them.
 */
export const sharedBlockCss = [
  '.screen-reader-text{border:0;clip:rect(1px,1px,1px,1px);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;word-wrap:normal!important}',
  '.screen-reader-text:focus{background-color:#ddd;clip:auto!important;clip-path:none;color:#444;display:block;font-size:1em;height:auto;left:5px;line-height:normal;padding:15px 23px 14px;text-decoration:none;top:5px;width:auto;z-index:100000}',
  '.alignleft{float:left;margin-inline-end:2em}',
  '.alignright{float:right;margin-inline-start:2em}',
  '.aligncenter{clear:both}',
  '.has-text-align-left{text-align:left}',
  '.has-text-align-center{text-align:center}',
  '.has-text-align-right{text-align:right}',
  '.wp-element-caption{margin-bottom:1em;margin-top:.5em}',
].join('');
