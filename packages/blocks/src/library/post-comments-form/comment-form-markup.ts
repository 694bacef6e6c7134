import { escapeAttribute, escapeHtml } from '../../html/escape';
import type { CommentDisplaySettings, CommentViewer } from '../comments/comment-lookups';

/** What the comment form of one post needs. */
export interface CommentFormInput {
  postId: number;
  viewer: CommentViewer;
  settings: Pick<CommentDisplaySettings, 'registration' | 'requireNameEmail'>;
  /** The name of the commenter being replied to (`?replytocom=N`), if any. */
  replyToName?: string;
  /** The block's form: the submit button takes the button block's classes. */
  blockButton: boolean;
}

const REQUIRED_MARK = '<span class="required">*</span>';

function field(name: string, label: string, input: string, required: boolean): string {
  return `<p class="comment-form-${name}"><label for="${name}">${label}${required ? ` ${REQUIRED_MARK}` : ''}</label> ${input}</p>`;
}

/**
 * WordPress's comment form (`comment_form()` with HTML5 markup, as block themes get it): the
 * reply title with its cancel link, then for a visitor the notes, comment, name, email and website
 * fields (name and email required when the site asks for them), for a logged-in user the
 * "Logged in as …" line, and the hidden post and parent ids. A site that requires registration
 * shows visitors the "You must be logged in" line instead of a form.
 */
export function commentFormMarkup(input: CommentFormInput): string {
  const { viewer, settings } = input;
  const replying = input.replyToName !== undefined && viewer.replyTo !== undefined;
  const cancelHref = `${viewer.url}#respond`;
  const cancel = `<small><a rel="nofollow" id="cancel-comment-reply-link" href="${escapeAttribute(cancelHref)}"${replying ? '' : ' style="display:none;"'}>Cancel reply</a></small>`;
  const titleText = replying
    ? `Leave a Reply to ${escapeHtml(input.replyToName ?? '')}`
    : 'Leave a Reply';
  const title = `<h3 id="reply-title" class="comment-reply-title">${titleText} ${cancel}</h3>`;

  if (viewer.userName === undefined && settings.registration) {
    return `<div id="respond" class="comment-respond">${title}<p class="must-log-in">You must be <a href="${escapeAttribute(viewer.loginUrl)}">logged in</a> to post a comment.</p></div><!-- #respond -->`;
  }

  const requiredText = `<span class="required-field-message">Required fields are marked ${REQUIRED_MARK}</span>`;
  const comment = field(
    'comment',
    'Comment',
    '<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea>',
    true,
  );
  const parts: string[] = [];
  if (viewer.userName !== undefined) {
    const name = escapeHtml(viewer.userName);
    parts.push(
      `<p class="logged-in-as"><a href="${escapeAttribute(viewer.profileUrl ?? '#')}" aria-label="${escapeAttribute(`Logged in as ${viewer.userName}. Edit your profile.`)}">Logged in as ${name}</a>. <a href="${escapeAttribute(viewer.logoutUrl ?? '#')}">Log out?</a> ${requiredText}</p>`,
      comment,
    );
  } else {
    const required = settings.requireNameEmail;
    const req = required ? ' required' : '';
    parts.push(
      `<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span>${required ? ` ${requiredText}` : ''}</p>`,
      comment,
      field(
        'author',
        'Name',
        `<input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name"${req} />`,
        required,
      ),
      field(
        'email',
        'Email',
        `<input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email"${req} />`,
        required,
      ),
      field(
        'url',
        'Website',
        '<input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url" />',
        false,
      ),
    );
  }
  const buttonClass = input.blockButton ? 'wp-block-button__link wp-element-button' : 'submit';
  const nonce =
    viewer.nonce === undefined
      ? ''
      : `<input type="hidden" name="_wpnonce" value="${escapeAttribute(viewer.nonce)}" />`;
  parts.push(
    `<p class="form-submit${input.blockButton ? ' wp-block-button' : ''}"><input name="submit" type="submit" id="submit" class="${buttonClass}" value="Post Comment" /> <input type="hidden" name="comment_post_ID" value="${input.postId}" id="comment_post_ID" />
<input type="hidden" name="comment_parent" id="comment_parent" value="${replying ? viewer.replyTo : 0}" />${nonce}
</p>`,
  );
  return `<div id="respond" class="comment-respond">${title}<form action="${escapeAttribute(viewer.formAction)}" method="post" id="commentform" class="comment-form">${parts.join('')}</form></div><!-- #respond -->`;
}
