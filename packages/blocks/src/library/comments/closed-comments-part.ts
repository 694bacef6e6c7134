import type { BlockType } from '../../registry/block-type';

/**
 * A block that only makes sense with comments. Atelier has none yet, so it renders nothing; it is
 * registered so themes that use it parse, validate and render cleanly.
 */
export function closedCommentsPart(name: string, title: string, parent?: string): BlockType {
  return {
    name,
    title,
    category: 'theme',
    icon: 'admin-comments',
    description: `${title} (renders nothing while comments are closed).`,
    ...(parent === undefined ? {} : { parent: [parent] }),
    attributes: {
      textAlign: { type: 'string' },
      isLink: { type: 'boolean' },
      size: { type: 'number' },
      level: { type: 'number' },
      format: { type: 'string' },
      label: { type: 'string' },
      showPostTitle: { type: 'boolean' },
      showCommentsCount: { type: 'boolean' },
    },
    supports: {
      align: true,
      html: false,
      reusable: false,
      color: { gradients: true, link: true },
      typography: { fontSize: true, lineHeight: true },
      spacing: { margin: true, padding: true },
      border: { color: true, radius: true, style: true, width: true },
      layout: name === 'core/comments-pagination' ? { default: { type: 'flex' } } : undefined,
    },
    render: () => '',
  };
}
