import { escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { RenderContext } from '../../render/render-context';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, textAlignClass } from '../attribute-values';

/** The term shown: the archive's term (category, tag or other taxonomy) being viewed. */
function currentTerm(context: RenderContext): { name: string; link: string } | null {
  const archive = context.mainQuery?.archive;
  if (archive === undefined) return null;
  if (archive.type !== 'category' && archive.type !== 'tag' && archive.type !== 'taxonomy')
    return null;
  const base = (context.mainQuery?.url ?? context.site.url).replace(/\/+$/, '');
  return { name: archive.title, link: `${base}/` };
}

/** `core/term-name`: the name of the term whose archive is shown, as a paragraph or heading. */
export const termName: BlockType = {
  name: 'core/term-name',
  title: 'Term Name',
  category: 'theme',
  icon: 'tag',
  description: 'Displays the name of a taxonomy term.',
  keywords: ['term title'],
  usesContext: ['termId', 'taxonomy'],
  attributes: {
    textAlign: { type: 'string' },
    level: { type: 'number', default: 0 },
    isLink: { type: 'boolean', default: false },
    levelOptions: { type: 'array' },
  },
  supports: {
    anchor: true,
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true, link: true },
    spacing: { padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    const term = currentTerm(context);
    if (term === null || term.name === '') return '';
    const level = numberValue(attributes, 'level', 0);
    const tagName = level >= 1 && level <= 6 ? `h${level}` : 'p';
    const name = escapeHtml(term.name);
    return tag(
      tagName,
      wrapperAttributes(blockType, attributes, {
        className: classNames(textAlignClass(attributes)),
      }),
      flag(attributes, 'isLink') ? tag('a', { href: term.link }, name) : name,
    );
  },
};
