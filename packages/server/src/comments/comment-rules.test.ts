import { describe, expect, it } from 'vitest';
import {
  approvalFor,
  checkCommentFields,
  closedByAge,
  countLinks,
  isEmail,
  isFlood,
} from './comment-rules.js';
import { discussionSettingsFrom } from './discussion-settings.js';
import { authorUrl } from './submit-comment.js';

const visitor = {
  author: 'Maya',
  email: 'maya@example.test',
  url: '',
  content: 'Hi',
  loggedIn: false,
};

describe('comment form checks', () => {
  it('asks visitors for a name and email when the site requires them', () => {
    const rules = { requireNameEmail: true };
    expect(checkCommentFields(visitor, rules)).toBeNull();
    expect(checkCommentFields({ ...visitor, author: '' }, rules)).toBe('requiredFields');
    expect(checkCommentFields({ ...visitor, email: 'a@b.c' }, rules)).toBe('requiredFields');
    expect(checkCommentFields({ ...visitor, email: 'not-an-address' }, rules)).toBe('invalidEmail');
    expect(
      checkCommentFields({ ...visitor, author: '', email: '' }, { requireNameEmail: false }),
    ).toBeNull();
    expect(
      checkCommentFields({ ...visitor, author: '', email: '', loggedIn: true }, rules),
    ).toBeNull();
  });

  it('wants text and keeps each field within WordPress limits', () => {
    const rules = { requireNameEmail: true };
    expect(checkCommentFields({ ...visitor, content: '' }, rules)).toBe('emptyContent');
    expect(checkCommentFields({ ...visitor, author: 'x'.repeat(246) }, rules)).toBe(
      'authorTooLong',
    );
    expect(checkCommentFields({ ...visitor, url: `http://${'x'.repeat(200)}` }, rules)).toBe(
      'urlTooLong',
    );
    expect(checkCommentFields({ ...visitor, content: 'x'.repeat(65526) }, rules)).toBe(
      'contentTooLong',
    );
  });

  it('reads email addresses as is_email does', () => {
    expect(isEmail('maya@example.test')).toBe(true);
    expect(isEmail('maya@localhost')).toBe(false);
    expect(isEmail('ma ya@example.test')).toBe(false);
    expect(isEmail('a@@example.test')).toBe(false);
    expect(isEmail('maya@-example.test')).toBe(false);
  });

  it('keeps commenter websites to http(s), adding the scheme', () => {
    expect(authorUrl('maya.example')).toBe('http://maya.example');
    expect(authorUrl('https://maya.example/')).toBe('https://maya.example/');
    expect(authorUrl('javascript:alert(1)')).toBe('');
    expect(authorUrl('')).toBe('');
  });
});

describe('approval', () => {
  const defaults = discussionSettingsFrom(new Map());
  const facts = { trusted: false, links: 0, hasApprovedComment: false };

  it('holds a first comment and approves an author with an approved one (WordPress defaults)', () => {
    expect(approvalFor(facts, defaults)).toBe('hold');
    expect(approvalFor({ ...facts, hasApprovedComment: true }, defaults)).toBe('approved');
    expect(approvalFor({ ...facts, trusted: true }, { ...defaults, moderation: true })).toBe(
      'approved',
    );
  });

  it('holds everything under manual moderation and comments with too many links', () => {
    const known = { ...facts, hasApprovedComment: true };
    expect(approvalFor(known, { ...defaults, moderation: true })).toBe('hold');
    expect(approvalFor({ ...known, links: 2 }, defaults)).toBe('hold');
    expect(approvalFor({ ...facts, links: 1 }, { ...defaults, previouslyApproved: false })).toBe(
      'approved',
    );
  });

  it('counts links and spaces comments 15 seconds apart', () => {
    expect(countLinks('<a href="x">a</a> and <A HREF="y">b</A> <a name="z">c</a>')).toBe(2);
    expect(isFlood(undefined, 1000)).toBe(false);
    expect(isFlood(0, 14_999)).toBe(true);
    expect(isFlood(0, 15_000)).toBe(false);
  });

  it('closes comments on old posts only when the site asks', () => {
    const day = 86_400_000;
    expect(closedByAge(0, 20 * day, defaults)).toBe(false);
    expect(closedByAge(0, 20 * day, { closeOld: true, closeAfterDays: 14 })).toBe(true);
    expect(closedByAge(0, 10 * day, { closeOld: true, closeAfterDays: 14 })).toBe(false);
  });
});

describe('discussion settings', () => {
  it('take WordPress defaults and read stored options', () => {
    expect(discussionSettingsFrom(new Map())).toMatchObject({
      moderation: false,
      previouslyApproved: true,
      registration: false,
      requireNameEmail: true,
      threaded: true,
      threadDepth: 5,
      paged: false,
      perPage: 50,
      defaultPage: 'newest',
      order: 'asc',
    });
    const stored = new Map<string, unknown>([
      ['comment_moderation', '1'],
      ['thread_comments_depth', 3],
      ['page_comments', true],
      ['comments_per_page', 'nonsense'],
      ['default_comments_page', 'oldest'],
    ]);
    expect(discussionSettingsFrom(stored)).toMatchObject({
      moderation: true,
      threadDepth: 3,
      paged: true,
      perPage: 50,
      defaultPage: 'oldest',
    });
  });
});
