import {
  type BlockAttributes,
  type BlockType,
  escapeAttribute,
  wrapperAttributes,
} from '@atelier/blocks';

/** The placeholder's side when the block sets no width, and the bounds it keeps to. */
const DEFAULT_SIZE = 48;
const MIN_SIZE = 24;
const MAX_SIZE = 64;

/** An image glyph, drawn in the text colour. */
const GLYPH =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="60%" height="60%">' +
  '<path fill="none" stroke="currentColor" stroke-width="1.5" d="M4 5h16v14H4z"/>' +
  '<path fill="none" stroke="currentColor" stroke-width="1.5" d="m4 16 5-5 4 4 2-2 5 5"/>' +
  '<circle cx="15.5" cy="9" r="1.5" fill="currentColor"/></svg>';

/** The side of the square placeholder: the logo's width, kept between 24 and 64 px. */
export function placeholderSize(width: unknown): number {
  const wanted = typeof width === 'number' && Number.isFinite(width) ? width : DEFAULT_SIZE;
  return Math.round(Math.min(MAX_SIZE, Math.max(MIN_SIZE, wanted)));
}

/**
 * The editor-only stand-in for a site logo when the site has none (the public site prints
 * nothing): a small dashed square the size of the logo, with the block's own wrapper classes
 * and styles (alignment, spacing), so the header around it keeps its layout.
 */
export function siteLogoPlaceholderHtml(blockType: BlockType, attributes: BlockAttributes): string {
  const size = `${placeholderSize(attributes.width)}px`;
  const wrapper = wrapperAttributes(blockType, attributes, {
    className: 'atelier-site-logo-placeholder',
    style: [
      ['width', size],
      ['height', size],
    ],
  });
  const id = wrapper.id === undefined ? '' : ` id="${escapeAttribute(wrapper.id)}"`;
  return `<div class="${escapeAttribute(wrapper.class)}" style="${escapeAttribute(wrapper.style)}"${id} title="Site Logo: this site has no logo yet">${GLYPH}</div>`;
}
