import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { render } from '../../render/render-blocks';
import type { PostData, RenderContext } from '../../render/render-context';
import { createMemoryContext } from '../../testing/memory-lookups';
import type {
  CommentData,
  CommentDisplaySettings,
  CommentLookups,
  CommentViewer,
} from './comment-lookups';

const POST: PostData = {
  id: 7,
  type: 'post',
  slug: 'hello',
  title: 'Hello',
  content: '',
  excerpt: '',
  date: '2026-01-01T00:00:00',
  link: 'https://example.test/hello/',
  commentStatus: 'open',
};

const SETTINGS: CommentDisplaySettings = {
  threaded: true,
  threadDepth: 5,
  paged: false,
  perPage: 50,
  defaultPage: 'newest',
  order: 'asc',
  registration: false,
  requireNameEmail: true,
};

function comment(id: number, changes: Partial<CommentData> = {}): CommentData {
  return {
    id,
    postId: 7,
    parent: 0,
    userId: 0,
    authorName: `Reader ${id}`,
    authorUrl: '',
    date: `2026-01-0${id}T10:00:00`,
    content: `Comment ${id}`,
    approved: true,
    link: `https://example.test/hello/#comment-${id}`,
    ...changes,
  };
}

function lookups(
  comments: CommentData[],
  settings: Partial<CommentDisplaySettings> = {},
  viewer: Partial<CommentViewer> = {},
): CommentLookups {
  return {
    settings: async () => ({ ...SETTINGS, ...settings }),
    postComments: async (postId) => comments.filter((c) => c.postId === postId),
    approvedCount: async (postId) =>
      comments.filter((c) => c.postId === postId && c.approved).length,
    latestComments: async (count) =>
      comments
        .filter((c) => c.approved)
        .slice(0, count)
        .map((c) => ({ ...c, postTitle: 'Hello', postLink: POST.link })),
    viewer: async () => ({
      loginUrl: '/wp-login.php',
      formAction: 'https://example.test/wp-comments-post.php',
      url: POST.link,
      ...viewer,
    }),
  };
}

function context(source: CommentLookups | undefined, post: PostData | null = POST): RenderContext {
  const base = createMemoryContext({}, { post });
  return {
    ...base,
    lookups: { ...base.lookups, ...(source ? { comments: source } : {}) },
    blockContext: post ? { postId: post.id, postType: post.type } : {},
  };
}

const SECTION =
  '<!-- wp:comments --><div class="wp-block-comments"><!-- wp:comments-title /--><!-- wp:comment-template --><!-- wp:comment-author-name /--><!-- wp:comment-content /--><!-- wp:comment-reply-link /--><!-- wp:comment-edit-link /--><!-- /wp:comment-template --><!-- wp:post-comments-form /--></div><!-- /wp:comments -->';

describe('comment blocks', () => {
  it('list approved comments threaded, with the title, reply links and the form', async () => {
    const html = await render(
      parse(SECTION),
      context(
        lookups([
          comment(1, { authorUrl: 'https://ada.example/' }),
          comment(2, { parent: 1, editLink: '/wp-admin/comment.php?action=editcomment&c=2' }),
        ]),
      ),
    );
    expect(html).toContain(
      '<h2 id="comments" class="wp-block-comments-title">2 responses to &#8220;Hello&#8221;</h2>',
    );
    expect(html).toContain(
      '<ol class="wp-block-comment-template"><li id="comment-1" class="comment even thread-even depth-1 parent">',
    );
    expect(html).toContain(
      '<a rel="external nofollow ugc" href="https://ada.example/" target="_self">Reader 1</a>',
    );
    expect(html).toContain('<ol><li id="comment-2" class="comment odd alt depth-2">');
    expect(html).toContain('<div class="wp-block-comment-content"><p>Comment 2</p></div>');
    expect(html).toContain('href="https://example.test/hello/?replytocom=1#respond"');
    expect(html).toContain(
      '<a class="comment-edit-link" href="/wp-admin/comment.php?action=editcomment&amp;c=2">Edit</a>',
    );
    expect(html.match(/class="comment-edit-link"/g)).toHaveLength(1);
    expect(html).toContain(
      '<form action="https://example.test/wp-comments-post.php" method="post" id="commentform" class="comment-form">',
    );
    expect(html).toContain(
      '<label for="author">Name <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required />',
    );
    expect(html).toContain(
      '<input type="hidden" name="comment_post_ID" value="7" id="comment_post_ID" />',
    );
  });

  it('words the title as WordPress does for one comment', async () => {
    const html = await render(parse('<!-- wp:comments-title /-->'), context(lookups([comment(1)])));
    expect(html).toBe(
      '<h2 id="comments" class="wp-block-comments-title">One response to &#8220;Hello&#8221;</h2>',
    );
  });

  it('shows a held comment with the moderation note', async () => {
    const html = await render(parse(SECTION), context(lookups([comment(1, { approved: false })])));
    expect(html).toContain(
      '<div class="wp-block-comment-content"><p><em class="comment-awaiting-moderation">Your comment is awaiting moderation.</em></p><p>Comment 1</p></div>',
    );
    // A held comment is not counted and cannot be replied to.
    expect(html).not.toContain('wp-block-comments-title');
    expect(html).not.toContain('replytocom');
  });

  it('renders nothing when comments are closed and there are none', async () => {
    const closed = { ...POST, commentStatus: 'closed' as const };
    expect(await render(parse(SECTION), context(lookups([]), closed))).toBe('');
  });

  it('keeps the list but drops the form when comments are closed on a post with comments', async () => {
    const closed = { ...POST, commentStatus: 'closed' as const };
    const html = await render(parse(SECTION), context(lookups([comment(1)]), closed));
    expect(html).toContain('Comment 1');
    expect(html).not.toContain('commentform');
    expect(html).not.toContain('replytocom');
  });

  it('greets a logged-in user and carries their nonce', async () => {
    const html = await render(
      parse('<!-- wp:post-comments-form /-->'),
      context(
        lookups([], {}, { userName: 'admin', profileUrl: '/p', logoutUrl: '/out', nonce: 'abc' }),
      ),
    );
    expect(html).toContain(
      '<p class="logged-in-as"><a href="/p" aria-label="Logged in as admin. Edit your profile.">Logged in as admin</a>. <a href="/out">Log out?</a>',
    );
    expect(html).not.toContain('id="author"');
    expect(html).toContain('<input type="hidden" name="_wpnonce" value="abc" />');
  });

  it('asks visitors to log in when the site requires registration', async () => {
    const html = await render(
      parse('<!-- wp:post-comments-form /-->'),
      context(lookups([], { registration: true })),
    );
    expect(html).toContain(
      '<p class="must-log-in">You must be <a href="/wp-login.php">logged in</a> to post a comment.</p>',
    );
    expect(html).not.toContain('<form');
  });

  it('pages comments with previous, numbers and next links', async () => {
    const many = [comment(1), comment(2), comment(3)];
    const markup =
      '<!-- wp:comments-pagination --><!-- wp:comments-pagination-previous /--><!-- wp:comments-pagination-numbers /--><!-- wp:comments-pagination-next /--><!-- /wp:comments-pagination -->';
    const html = await render(
      parse(markup),
      context(lookups(many, { paged: true, perPage: 2 }, { page: 1 })),
    );
    expect(html).toContain('<span aria-current="page" class="page-numbers current">1</span>');
    expect(html).toContain(
      '<a href="https://example.test/hello/?cpage=2#comments" class="wp-block-comments-pagination-next">Newer Comments</a>',
    );
    expect(html).not.toContain('Older Comments');
    const unpaged = await render(parse(markup), context(lookups(many)));
    expect(unpaged).toBe('');
  });

  it('prints the legacy section: heading, list, form', async () => {
    const html = await render(
      parse('<!-- wp:comments {"legacy":true} /-->'),
      context(lookups([comment(1)])),
    );
    expect(html).toContain(
      '<div class="wp-block-comments wp-block-post-comments"><h3 id="comments">One response to &#8220;Hello&#8221;</h3>',
    );
    expect(html).toContain('<ol class="commentlist"><li id="comment-1"');
    expect(html).toContain('class="submit" value="Post Comment"');
  });

  it('counts and links comments, and lists the latest ones', async () => {
    const source = lookups([comment(1), comment(2, { content: 'one two three' })]);
    expect(await render(parse('<!-- wp:post-comments-count /-->'), context(source))).toBe(
      '<div class="wp-block-post-comments-count">2</div>',
    );
    expect(await render(parse('<!-- wp:post-comments-link /-->'), context(source))).toBe(
      '<div class="wp-block-post-comments-link"><a href="https://example.test/hello/#comments">2 comments<span class="screen-reader-text"> on Hello</span></a></div>',
    );
    const latest = await render(
      parse('<!-- wp:latest-comments {"commentsToShow":1} /-->'),
      context(source),
    );
    expect(latest).toContain(
      '<footer class="wp-block-latest-comments__comment-meta"><span class="wp-block-latest-comments__comment-author">Reader 1</span> on <a class="wp-block-latest-comments__comment-link" href="https://example.test/hello/#comment-1">Hello</a>',
    );
    expect(latest.match(/<li /g)).toHaveLength(1);
    expect(await render(parse('<!-- wp:latest-comments /-->'), context(lookups([])))).toBe(
      '<div class="wp-block-latest-comments no-comments">No comments to show.</div>',
    );
  });

  it('shows WordPress sample comment in a preview without a comment store', async () => {
    const html = await render(parse(SECTION), context(undefined, null));
    expect(html).toContain('A WordPress Commenter');
    expect(html).toContain('Hi, this is a comment.');
  });
});
