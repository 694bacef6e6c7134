import type { CommentData, CommentDisplaySettings } from './comment-lookups';

/** A comment in its thread, with its replies. */
export interface CommentNode {
  comment: CommentData;
  /** 1 at the top level. */
  depth: number;
  children: CommentNode[];
}

type ThreadSettings = Pick<
  CommentDisplaySettings,
  'threaded' | 'threadDepth' | 'paged' | 'perPage' | 'defaultPage' | 'order'
>;

/**
 * Builds the threads WordPress shows: replies under their parent (a reply whose parent is not
 * shown starts its own thread), replies deeper than the thread depth kept at that depth, and no
 * nesting at all when threading is off. Comments keep their date order.
 */
export function commentThreads(
  comments: readonly CommentData[],
  settings: Pick<ThreadSettings, 'threaded' | 'threadDepth'>,
): CommentNode[] {
  const sorted = [...comments].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  if (!settings.threaded) return sorted.map((comment) => ({ comment, depth: 1, children: [] }));
  const shown = new Set(sorted.map((c) => c.id));
  const byParent = new Map<number, CommentData[]>();
  for (const comment of sorted) {
    const parent = shown.has(comment.parent) ? comment.parent : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), comment]);
  }
  const maxDepth = Math.max(1, settings.threadDepth);
  const build = (comment: CommentData, depth: number, into: CommentNode[]): void => {
    const node: CommentNode = { comment, depth, children: [] };
    into.push(node);
    for (const reply of byParent.get(comment.id) ?? []) {
      // At the deepest level, replies line up beside their parent instead of below it.
      if (depth < maxDepth) build(reply, depth + 1, node.children);
      else build(reply, depth, into);
    }
  };
  const roots: CommentNode[] = [];
  for (const comment of byParent.get(0) ?? []) build(comment, 1, roots);
  return roots;
}

/** Number of comment pages (1 when paging is off or there are no comments). */
export function commentPageCount(
  threads: readonly CommentNode[],
  settings: Pick<ThreadSettings, 'paged' | 'perPage'>,
): number {
  if (!settings.paged) return 1;
  return Math.max(1, Math.ceil(threads.length / Math.max(1, settings.perPage)));
}

/** The page shown: the one asked for if it exists, else WordPress's default (newest = last). */
export function currentCommentPage(
  requested: number | undefined,
  pageCount: number,
  settings: Pick<ThreadSettings, 'defaultPage'>,
): number {
  if (requested !== undefined && Number.isInteger(requested) && requested >= 1) {
    return Math.min(requested, pageCount);
  }
  return settings.defaultPage === 'newest' ? pageCount : 1;
}

/** The threads of one page, in the order the settings ask for. */
export function commentPage(
  threads: readonly CommentNode[],
  page: number,
  settings: Pick<ThreadSettings, 'paged' | 'perPage' | 'order'>,
): CommentNode[] {
  const slice = settings.paged
    ? threads.slice((page - 1) * settings.perPage, page * settings.perPage)
    : [...threads];
  return settings.order === 'desc' ? slice.reverse() : slice;
}

/**
 * WordPress's `comment_class()` for each comment in render order: `comment`, `byuser` for a
 * logged-in commenter, `even`/`odd alt` over all comments (the first is even), `thread-even`/
 * `thread-odd thread-alt` on the first
 * level, `depth-N`, and `parent` when it has replies.
 */
export function commentClasses(threads: readonly CommentNode[]): Map<number, string> {
  const classes = new Map<number, string>();
  let count = 0;
  let threadCount = 0;
  const visit = (node: CommentNode): void => {
    const parts = ['comment'];
    if (node.comment.userId > 0) parts.push('byuser');
    parts.push(...(count % 2 === 1 ? ['odd', 'alt'] : ['even']));
    count += 1;
    if (node.depth === 1) {
      parts.push(...(threadCount % 2 === 1 ? ['thread-odd', 'thread-alt'] : ['thread-even']));
      threadCount += 1;
    }
    parts.push(`depth-${node.depth}`);
    if (node.children.length > 0) parts.push('parent');
    classes.set(node.comment.id, parts.join(' '));
    for (const child of node.children) visit(child);
  };
  for (const node of threads) visit(node);
  return classes;
}
