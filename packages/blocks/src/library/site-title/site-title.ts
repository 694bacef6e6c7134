import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalText, textAlignClass } from '../attribute-values';

/** `core/site-title`: the site's title as a heading (level 0 = paragraph), linked home. */
export const siteTitle: BlockType = {
  name: 'core/site-title',
  title: 'Site Title',
  category: 'theme',
  icon: 'admin-site',
  description:
    "Displays the name of this site. Update the block, and the changes apply everywhere it's used.",
  example: { viewportWidth: 500 },
  attributes: {
    level: { type: 'number', default: 1 },
    levelOptions: { type: 'array' },
    textAlign: { type: 'string' },
    isLink: { type: 'boolean', default: true },
    linkTarget: { type: 'string', default: '_self' },
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true, link: true },
    spacing: { padding: true, margin: true },
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontWeight: true,
      fontStyle: true,
      letterSpacing: true,
      textTransform: true,
      textDecoration: true,
    },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    const level = numberValue(attributes, 'level', 1);
    const title = escapeHtml(context.site.title);
    const inner = flag(attributes, 'isLink', true)
      ? tag(
          'a',
          {
            href: `${context.site.url}/`,
            target: optionalText(attributes, 'linkTarget'),
            rel: 'home',
            'aria-current':
              context.mainQuery?.kind === 'front-page' || context.mainQuery?.kind === 'home'
                ? 'page'
                : undefined,
          },
          title,
        )
      : title;
    return tag(
      level === 0 ? 'p' : `h${Math.min(6, level)}`,
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      inner,
    );
  },
};
