import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const COMMENTS = '/wp-json/wp/v2/comments';

interface RestComment {
  id: number;
  post: number;
  parent: number;
  author_name: string;
  status: string;
  content: { rendered: string; raw?: string };
  link: string;
  author_email?: string;
}

const section =
  '<!-- wp:comments --><div class="wp-block-comments"><!-- wp:comments-title /--><!-- wp:comment-template --><!-- wp:comment-author-name /--><!-- wp:comment-content /--><!-- wp:comment-edit-link /--><!-- /wp:comment-template --><!-- wp:post-comments-form /--></div><!-- /wp:comments -->';

describe.each(testDialects())('comments (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let author: Session;
  let pageId: number;
  let pagePath: string;
  let closedId: number;
  let ipCount = 0;

  /** Each visitor comes from its own address, so the flood limit stays out of the way. */
  const post = (
    fields: Record<string, string | number>,
    options: { ip?: string; cookie?: string } = {},
  ) => {
    ipCount += 1;
    return t.request({
      method: 'POST',
      url: '/wp-comments-post.php',
      remoteAddress: options.ip ?? `10.0.0.${ipCount}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, String(v)]),
      ).toString(),
    });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    author = await loginWithRole(t, 'author', 'writer');
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title: 'Guestbook', status: 'publish', comment_status: 'open', content: section },
    });
    pageId = created.json().id;
    pagePath = new URL(created.json().link).pathname;
    const closed = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title: 'Quiet', status: 'publish', content: section },
    });
    closedId = closed.json().id;
  });
  afterAll(() => t.close());

  it('holds a visitor comment, shows it to its author only, and publishes it once approved', async () => {
    const sent = await post({
      comment: 'Lovely weave <script>alert(1)</script>',
      author: 'Maya',
      email: 'maya@example.test',
      url: 'maya.example',
      comment_post_ID: pageId,
      comment_parent: 0,
    });
    expect(sent.statusCode).toBe(302);
    const location = String(sent.headers.location);
    expect(location).toMatch(/\?unapproved=\d+&moderation-hash=[0-9a-f]{32}#comment-\d+$/);
    const id = Number(location.split('#comment-')[1]);

    const stranger = await t.request({ method: 'GET', url: pagePath });
    expect(stranger.body).not.toContain('Lovely weave');
    const own = await t.request({
      method: 'GET',
      url: new URL(location).pathname + new URL(location).search,
    });
    expect(own.body).toContain('Your comment is awaiting moderation.');
    expect(own.body).toContain('Lovely weave');
    expect(own.body).not.toContain('<script>alert(1)');
    const forged = await t.request({
      method: 'GET',
      url: `${pagePath}?unapproved=${id}&moderation-hash=${'0'.repeat(32)}`,
    });
    expect(forged.body).not.toContain('Lovely weave');

    const anonymousApprove = await t.request({
      method: 'POST',
      url: `${COMMENTS}/${id}`,
      payload: { status: 'approved' },
    });
    expect(anonymousApprove.statusCode).toBe(401);
    const approve = await t.request({
      method: 'POST',
      url: `${COMMENTS}/${id}`,
      session: admin,
      payload: { status: 'approve' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({
      id,
      status: 'approved',
      author_name: 'Maya',
      post: pageId,
    });

    const shown = await t.request({ method: 'GET', url: pagePath });
    expect(shown.body).toContain('One response to &#8220;Guestbook&#8221;');
    expect(shown.body).toContain(
      `<li id="comment-${id}" class="comment even thread-even depth-1">`,
    );
    expect(shown.body).toContain(
      '<a rel="external nofollow ugc" href="http://maya.example" target="_self">Maya</a>',
    );
    expect(shown.body).not.toContain('Your comment is awaiting moderation.');
  });

  it('checks the form as WordPress does', async () => {
    const empty = await post({
      comment: '  ',
      author: 'A',
      email: 'a@example.test',
      comment_post_ID: pageId,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<p><strong>Error:</strong> Please type your comment text.</p>');
    expect(empty.body).toContain('<title>Comment Submission Failure</title>');
    const nameless = await post({ comment: 'Hi', author: '', email: '', comment_post_ID: pageId });
    expect(nameless.body).toContain('<strong>Error:</strong> Please fill the required fields.');
    const badEmail = await post({
      comment: 'Hi',
      author: 'B',
      email: 'not-an-email',
      comment_post_ID: pageId,
    });
    expect(badEmail.body).toContain('<strong>Error:</strong> Please enter a valid email address.');
    const closed = await post({
      comment: 'Hi',
      author: 'B',
      email: 'b@example.test',
      comment_post_ID: closedId,
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.body).toContain('Sorry, comments are closed for this item.');
    const quiet = await t.request({ method: 'GET', url: `/?page_id=${closedId}` });
    expect(quiet.body).not.toContain('commentform');
  });

  it('refuses floods from one address and duplicates', async () => {
    const first = await post(
      { comment: 'First!', author: 'Flo', email: 'flo@example.test', comment_post_ID: pageId },
      { ip: '10.9.9.9' },
    );
    expect(first.statusCode).toBe(302);
    const again = await post(
      { comment: 'Second!', author: 'Flo', email: 'flo@example.test', comment_post_ID: pageId },
      { ip: '10.9.9.9' },
    );
    expect(again.statusCode).toBe(429);
    expect(again.body).toContain('You are posting comments too quickly. Slow down.');
    const duplicate = await post({
      comment: 'First!',
      author: 'Flo',
      email: 'flo@example.test',
      comment_post_ID: pageId,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).toContain('Duplicate comment detected');
  });

  it('asks a logged-in user for their nonce and approves an administrator at once', async () => {
    const forged = await post(
      { comment: 'From elsewhere', comment_post_ID: pageId },
      { cookie: admin.cookie },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('The link you followed has expired.');
    const page = await t.request({
      method: 'GET',
      url: pagePath,
      headers: { cookie: admin.cookie },
    });
    expect(page.body).toContain('Logged in as ');
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
    expect(nonce).toBe(admin.nonce);
    const sent = await post(
      { comment: 'Thanks, all', comment_post_ID: pageId, _wpnonce: nonce },
      { cookie: admin.cookie },
    );
    expect(sent.statusCode).toBe(302);
    expect(String(sent.headers.location)).not.toContain('unapproved');
    const id = Number(String(sent.headers.location).split('#comment-')[1]);
    const read = await t.request({ method: 'GET', url: `${COMMENTS}/${id}` });
    expect(read.json()).toMatchObject({ status: 'approved', author_name: expect.any(String) });
    const shown = await t.request({
      method: 'GET',
      url: pagePath,
      headers: { cookie: admin.cookie },
    });
    expect(shown.body).toContain('Thanks, all');
    // No screen edits comments here, so the Edit link WordPress prints would lead nowhere.
    expect(shown.body).not.toContain('comment-edit-link');
  });

  it('lists, reads, creates, updates and deletes through /wp/v2/comments with WordPress capabilities', async () => {
    const anonymousCreate = await t.request({
      method: 'POST',
      url: COMMENTS,
      payload: { post: pageId, content: 'x' },
    });
    expect(anonymousCreate.statusCode).toBe(401);
    expect(anonymousCreate.json().code).toBe('rest_comment_login_required');

    const created = await t.request({
      method: 'POST',
      url: COMMENTS,
      session: author,
      payload: { post: pageId, content: 'From the writer' },
    });
    expect(created.statusCode).toBe(201);
    const comment: RestComment = created.json();
    expect(comment.status).toBe('hold');
    expect(comment.content.rendered).toBe('<p>From the writer</p>');
    expect(comment.link).toContain(`#comment-${comment.id}`);

    const setStatus = await t.request({
      method: 'POST',
      url: `${COMMENTS}/${comment.id}`,
      session: author,
      payload: { status: 'approved' },
    });
    expect(setStatus.statusCode).toBe(403);

    const hiddenHeld = await t.request({ method: 'GET', url: `${COMMENTS}/${comment.id}` });
    expect(hiddenHeld.statusCode).toBe(401);
    expect(hiddenHeld.json().code).toBe('rest_cannot_read');

    const publicList = await t.request({ method: 'GET', url: `${COMMENTS}?post=${pageId}` });
    expect(publicList.statusCode).toBe(200);
    const listed: RestComment[] = publicList.json();
    expect(listed.every((c) => c.status === 'approved')).toBe(true);
    expect(listed.map((c) => c.id)).not.toContain(comment.id);
    expect(listed[0]?.author_email).toBeUndefined();
    expect(Number(publicList.headers['x-wp-total'])).toBe(listed.length);

    const forbidden = await t.request({ method: 'GET', url: `${COMMENTS}?status=hold` });
    expect(forbidden.statusCode).toBe(401);
    expect(forbidden.json()).toMatchObject({
      code: 'rest_forbidden_param',
      message: 'Query parameter not permitted: status',
    });
    const held = await t.request({
      method: 'GET',
      url: `${COMMENTS}?status=hold&context=edit`,
      session: admin,
    });
    expect(held.json().map((c: RestComment) => c.id)).toContain(comment.id);
    expect(held.json()[0].author_email).toEqual(expect.any(String));

    const unknownStatus = await t.request({
      method: 'GET',
      url: `${COMMENTS}?status=`,
      session: admin,
    });
    expect(unknownStatus.statusCode).toBe(200);
    expect(unknownStatus.json()).toEqual([]);

    const edited = await t.request({
      method: 'POST',
      url: `${COMMENTS}/${comment.id}?context=edit`,
      session: admin,
      payload: { content: 'Edited text', status: 'approved' },
    });
    expect(edited.json()).toMatchObject({ status: 'approved', content: { raw: 'Edited text' } });

    const emptied = await t.request({
      method: 'POST',
      url: `${COMMENTS}/${comment.id}`,
      session: admin,
      payload: { content: '' },
    });
    expect(emptied.json().code).toBe('rest_comment_content_invalid');

    const trashed = await t.request({
      method: 'DELETE',
      url: `${COMMENTS}/${comment.id}`,
      session: admin,
    });
    expect(trashed.json().status).toBe('trash');
    const twice = await t.request({
      method: 'DELETE',
      url: `${COMMENTS}/${comment.id}`,
      session: admin,
    });
    expect(twice.statusCode).toBe(410);
    const gone = await t.request({
      method: 'DELETE',
      url: `${COMMENTS}/${comment.id}?force=true`,
      session: admin,
    });
    expect(gone.json()).toMatchObject({ deleted: true, previous: { id: comment.id } });
    const missing = await t.request({ method: 'GET', url: `${COMMENTS}/${comment.id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rest_comment_invalid_id');

    const onClosed = await t.request({
      method: 'POST',
      url: COMMENTS,
      session: author,
      payload: { post: closedId, content: 'Hello' },
    });
    expect(onClosed.statusCode).toBe(403);
    expect(onClosed.json().code).toBe('rest_comment_closed');
  });

  it('threads replies and counts them in the title', async () => {
    const parent = await t.request({
      method: 'POST',
      url: COMMENTS,
      session: admin,
      payload: { post: pageId, content: 'Top level' },
    });
    const reply = await t.request({
      method: 'POST',
      url: COMMENTS,
      session: admin,
      payload: { post: pageId, content: 'A reply', parent: parent.json().id },
    });
    expect(reply.json().parent).toBe(parent.json().id);
    const page = await t.request({ method: 'GET', url: pagePath });
    expect(page.body).toMatch(
      new RegExp(
        `<li id="comment-${parent.json().id}" class="comment[^"]* parent">.*<ol><li id="comment-${reply.json().id}" class="comment[^"]*depth-2`,
        's',
      ),
    );
    expect(page.body).toMatch(/\d+ responses to &#8220;Guestbook&#8221;/);
  });
});
