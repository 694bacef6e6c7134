import type { BlockSupports, BlockType, RenderArguments } from '../../registry/block-type';

/** The supports the small comment blocks share (colour, type, spacing, border). */
export const COMMENT_PART_SUPPORTS: BlockSupports = {
  html: false,
  color: { gradients: true, link: true },
  spacing: { margin: true, padding: true },
  typography: {
    fontSize: true,
    lineHeight: true,
    fontFamily: true,
    fontWeight: true,
    fontStyle: true,
    textTransform: true,
    letterSpacing: true,
  },
  border: { color: true, radius: true, style: true, width: true },
};

/** A dynamic block of the comments family. */
export function commentPart(
  definition: Pick<BlockType, 'name' | 'title' | 'description' | 'attributes'> &
    Partial<Pick<BlockType, 'icon' | 'parent' | 'ancestor' | 'usesContext' | 'supports'>> & {
      render(args: RenderArguments): string | Promise<string>;
    },
): BlockType {
  return {
    category: 'theme',
    icon: 'admin-comments',
    supports: COMMENT_PART_SUPPORTS,
    ...definition,
  };
}
