import { escapeAttribute, escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, text } from '../attribute-values';
import { flattenTree, type TermNode, termTree } from './term-tree';

/** WordPress's words for a taxonomy in this block: the label and what shows without terms. */
const TAXONOMY_WORDS: Record<string, { label: string; none: string; select: string }> = {
  category: { label: 'Categories', none: 'No categories', select: 'Select Category' },
  post_tag: { label: 'Tags', none: 'No tags', select: 'Select Tag' },
};

function wordsFor(taxonomy: string) {
  return TAXONOMY_WORDS[taxonomy] ?? { label: 'Terms', none: 'No terms', select: 'Select Term' };
}

function listItem(node: TermNode, showCounts: boolean): string {
  const { term } = node;
  const link = `<a href="${escapeAttribute(term.link)}">${escapeHtml(term.name)}</a>${
    showCounts ? ` (${term.count})` : ''
  }`;
  const children =
    node.children.length === 0
      ? ''
      : `<ul class='children'>\n${node.children.map((child) => listItem(child, showCounts)).join('')}</ul>\n`;
  return `\t<li class="cat-item cat-item-${term.id}">${link}\n${children}</li>\n`;
}

/**
 * `core/categories`: a taxonomy's terms (categories unless told) as a list of links or a dropdown
 * (`?cat=` for categories, as WordPress's), with post counts, nesting and an empty message.
 */
export const categories: BlockType = {
  name: 'core/categories',
  title: 'Terms List',
  category: 'widgets',
  icon: 'category',
  description: 'Display a list of all terms of a given taxonomy.',
  keywords: ['categories'],
  attributes: {
    taxonomy: { type: 'string', default: 'category' },
    displayAsDropdown: { type: 'boolean', default: false },
    showHierarchy: { type: 'boolean', default: false },
    showPostCounts: { type: 'boolean', default: false },
    showOnlyTopLevel: { type: 'boolean', default: false },
    showEmpty: { type: 'boolean', default: false },
    label: { type: 'string', role: 'content' },
    showLabel: { type: 'boolean', default: true },
  },
  supports: {
    align: true,
    html: false,
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    color: { gradients: true, link: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  variations: [
    {
      name: 'categories',
      title: 'Categories List',
      description: 'Display a list of all categories.',
      attributes: { taxonomy: 'category' },
      isActive: ['taxonomy'],
      isDefault: true,
    },
    {
      name: 'post_tag',
      title: 'Tags List',
      description: 'Display a list of all tags.',
      attributes: { taxonomy: 'post_tag' },
      isActive: ['taxonomy'],
    },
  ],
  render: async ({ attributes, blockType, context }) => {
    // A taxonomy name is a key (WordPress's sanitize_key): it goes into names, ids and classes.
    const taxonomy = text(attributes, 'taxonomy', 'category')
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '');
    const words = wordsFor(taxonomy);
    const showCounts = flag(attributes, 'showPostCounts');
    const tree = termTree(await context.lookups.termCounts(taxonomy), {
      hierarchical: flag(attributes, 'showHierarchy'),
      topLevelOnly: flag(attributes, 'showOnlyTopLevel'),
      showEmpty: flag(attributes, 'showEmpty'),
    });
    if (flag(attributes, 'displayAsDropdown')) {
      const id = `wp-block-categories-${taxonomy}`;
      const label = tag(
        'label',
        {
          class: classNames(
            'wp-block-categories__label',
            flag(attributes, 'showLabel', true) ? undefined : 'screen-reader-text',
          ),
          for: id,
        },
        escapeHtml(optionalText(attributes, 'label') ?? words.label),
      );
      const options = flattenTree(tree)
        .map(
          ({ term, depth }) =>
            `\t<option class="level-${depth}" value="${taxonomy === 'category' ? term.id : escapeAttribute(term.slug)}">${'&nbsp;&nbsp;&nbsp;'.repeat(depth)}${escapeHtml(term.name)}${
              showCounts ? `&nbsp;&nbsp;(${term.count})` : ''
            }</option>\n`,
        )
        .join('');
      const name = taxonomy === 'category' ? 'cat' : taxonomy === 'post_tag' ? 'tag' : taxonomy;
      const select = `<select  name='${name}' id='${id}' class='postform'>\n\t<option value='-1'>${words.select}</option>\n${options}</select>\n`;
      return tag(
        'div',
        wrapperAttributes(blockType, attributes, { className: 'wp-block-categories-dropdown' }),
        `${label}${select}`,
      );
    }
    const items =
      tree.length === 0
        ? `<li class="cat-item-none">${words.none}</li>`
        : tree.map((node) => listItem(node, showCounts)).join('');
    return tag(
      'ul',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          'wp-block-categories-list',
          `wp-block-categories-taxonomy-${taxonomy}`,
        ),
      }),
      items,
    );
  },
};
