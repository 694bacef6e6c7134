import type { BlockAttributes, BlockType } from '@atelier/blocks';
import { getBlockAttributes } from '@atelier/blocks';
import { decodeEntities } from '../state/rich-text-attribute';

/**
 * The inner HTML of a markup's single outer element (`<div class="x">A <b>b</b></div>` →
 * `A <b>b</b>`); the markup itself when it is not one element (plain text, several elements).
 */
export function outerElementContent(markup: string): string {
  const trimmed = markup.trim();
  const match = /^<([a-zA-Z][\w-]*)(?:\s[^>]*)?>([\s\S]*)<\/\1\s*>$/.exec(trimmed);
  return match === null ? trimmed : (match[2] ?? '').trim();
}

/** What a reader sees of some HTML: comments and tags dropped, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The attributes 'Attempt recovery' writes a block from: those its sourced parser reads from the
 * (invalid) HTML, plus the comment's; a content (`html`-sourced, role `content`) attribute that
 * cannot be read — its selector matches nothing, e.g. a `<div>` where the block writes `<p>` — is
 * taken from the markup's inner HTML instead of being dropped (WordPress gets it through the
 * block's raw transform).
 */
export function recoveredAttributes(
  blockType: BlockType,
  innerHTML: string,
  comment: BlockAttributes,
): BlockAttributes {
  const sourced = getBlockAttributes(blockType, innerHTML, comment);
  const inner = outerElementContent(innerHTML);
  if (visibleText(inner) === '') return sourced;
  const out: BlockAttributes = { ...sourced };
  let filled = false;
  for (const [key, schema] of Object.entries(blockType.attributes)) {
    if (filled) break;
    if (schema.source !== 'html' || schema.role !== 'content') continue;
    const value = out[key];
    if (typeof value === 'string' && visibleText(value) !== '') continue;
    out[key] = inner;
    filled = true;
  }
  return out;
}

/**
 * The never-lose-content rule: a recovered block is kept only when a reader sees at least as much
 * text in it as in the invalid markup; otherwise recovery falls back to an HTML block holding the
 * markup as it is (what 'Convert to HTML' does), so no text is lost.
 */
export function keepsText(invalidMarkup: string, recoveredMarkup: string): boolean {
  return visibleText(recoveredMarkup).length >= visibleText(invalidMarkup).length;
}
