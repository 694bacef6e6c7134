import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/** Tries per race: each one fires two writes at once and checks that no acknowledged write is lost. */
const TRIES = 20;

const TEMPLATE = '/wp-json/wp/v2/templates/fixture-one//single';

interface Outcome {
  /** Writes answered 2xx whose content is not what the record holds afterwards. */
  lost: number;
  statuses: number[];
}

function ok(response: LightMyRequestResponse): boolean {
  return response.statusCode >= 200 && response.statusCode < 300;
}

describe.each(testDialects())('precondition races (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => t.close());

  const readTemplate = async () => {
    const response = await t.request({
      method: 'GET',
      url: `${TEMPLATE}?context=edit`,
      session: admin,
    });
    const body = response.json() as { content: { raw: string }; source: string };
    return { etag: String(response.headers.etag), content: body.content.raw, source: body.source };
  };

  /** Drops any customisation so the next try starts from the theme file alone. */
  const resetTemplate = async () => {
    const current = await readTemplate();
    if (current.source === 'custom') {
      await t.request({ method: 'DELETE', url: `${TEMPLATE}?force=true`, session: admin });
    }
  };

  it('refuses the second of two saves sent with the same `modified`, even within one second', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title: 'Raced', content: '<!-- wp:paragraph --><p>0</p><!-- /wp:paragraph -->' },
    });
    const id = Number(created.json().id);
    const outcome: Outcome = { lost: 0, statuses: [] };
    for (let i = 0; i < TRIES; i++) {
      const read = await t.request({
        method: 'GET',
        url: `/wp-json/wp/v2/pages/${id}?context=edit`,
        session: admin,
      });
      const seen = String(read.json().modified);
      const save = (session: Session, who: string) =>
        t.request({
          method: 'POST',
          url: `/wp-json/wp/v2/pages/${id}`,
          session,
          payload: { title: `${who} ${i}`, modified: seen },
        });
      const answers = await Promise.all([save(admin, 'admin'), save(editor, 'editor')]);
      const after = await t.request({
        method: 'GET',
        url: `/wp-json/wp/v2/pages/${id}?context=edit`,
        session: admin,
      });
      const title = String(after.json().title.raw);
      for (const [index, answer] of answers.entries()) {
        outcome.statuses.push(answer.statusCode);
        if (ok(answer) && title !== `${index === 0 ? 'admin' : 'editor'} ${i}`) outcome.lost++;
      }
      // One answer each: one save lands, the other is told it was too late.
      expect(answers.filter(ok)).toHaveLength(1);
    }
    expect(outcome.lost).toBe(0);
    expect(outcome.statuses.filter((s) => s === 412)).toHaveLength(TRIES);
  });

  it('refuses a save sent with an older `modified` after a save in the same second', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title: 'One second' },
    });
    const first = created.json() as { id: number; modified: string };
    const mine = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/pages/${first.id}`,
      session: admin,
      payload: { title: 'Mine', modified: first.modified },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/pages/${first.id}`,
      session: editor,
      payload: { title: 'Theirs', modified: first.modified },
    });
    expect(theirs.statusCode).toBe(412);
    expect(theirs.json()).toEqual({
      code: 'rest_conflict',
      message:
        'This item was changed by someone else since you opened it. Reload it to see their changes, or save again to overwrite them.',
      data: { status: 412 },
    });
    // The answer's `modified` names that version exactly, so sending it back is accepted.
    const again = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/pages/${first.id}`,
      session: editor,
      payload: { title: 'Theirs after reading', modified: mine.json().modified },
    });
    expect(again.statusCode).toBe(200);
  });

  it('never lets a revert take away an update that raced it with the same If-Match', async () => {
    const outcome: Outcome = { lost: 0, statuses: [] };
    for (let i = 0; i < TRIES; i++) {
      await resetTemplate();
      const customised = await t.request({
        method: 'POST',
        url: TEMPLATE,
        session: admin,
        payload: { content: `<!-- wp:paragraph --><p>custom ${i}</p><!-- /wp:paragraph -->` },
      });
      const etag = String(customised.headers.etag);
      const newer = `<!-- wp:paragraph --><p>newer ${i}</p><!-- /wp:paragraph -->`;
      const [update, revert] = await Promise.all([
        t.request({
          method: 'POST',
          url: TEMPLATE,
          session: admin,
          headers: { 'if-match': etag },
          payload: { content: newer },
        }),
        t.request({
          method: 'POST',
          url: TEMPLATE,
          session: admin,
          headers: { 'if-match': etag },
          payload: { source: 'theme' },
        }),
      ]);
      outcome.statuses.push(update.statusCode, revert.statusCode);
      const after = await readTemplate();
      if (ok(update) && after.content !== newer) outcome.lost++;
      if (ok(revert) && after.source !== 'theme') outcome.lost++;
      expect([update, revert].filter(ok)).toHaveLength(1);
      expect([update.statusCode, revert.statusCode].sort()).toEqual([200, 412]);
    }
    expect(outcome.lost).toBe(0);
  });

  it('answers two concurrent first saves of a theme template with one save and one 412', async () => {
    const outcome: Outcome = { lost: 0, statuses: [] };
    for (let i = 0; i < TRIES; i++) {
      await resetTemplate();
      const { etag } = await readTemplate();
      const contents = [0, 1].map(
        (n) => `<!-- wp:paragraph --><p>first save ${i}.${n}</p><!-- /wp:paragraph -->`,
      );
      const answers = await Promise.all(
        contents.map((content) =>
          t.request({
            method: 'POST',
            url: TEMPLATE,
            session: admin,
            headers: { 'if-match': etag },
            payload: { content },
          }),
        ),
      );
      const after = await readTemplate();
      for (const [n, answer] of answers.entries()) {
        outcome.statuses.push(answer.statusCode);
        if (ok(answer) && after.content !== contents[n]) outcome.lost++;
        if (!ok(answer)) expect(answer.json()).toMatchObject({ code: 'rest_conflict' });
      }
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    }
    expect(outcome.statuses.filter((s) => s >= 500)).toEqual([]);
    expect(outcome.lost).toBe(0);
  });

  it('answers two concurrent creations of one new template with 201 and 409, never 500', async () => {
    for (let i = 0; i < TRIES; i++) {
      const slug = `raced-${i}`;
      const answers = await Promise.all(
        [0, 1].map((n) =>
          t.request({
            method: 'POST',
            url: '/wp-json/wp/v2/templates',
            session: admin,
            payload: { slug, title: `Raced ${i}.${n}`, content: `<p>${n}</p>` },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json()).toMatchObject({ code: 'rest_duplicate_slug', data: { status: 409 } });
      const winner = answers.find((a) => a.statusCode === 201);
      const stored = await t.request({
        method: 'GET',
        url: `/wp-json/wp/v2/templates/fixture-one//${slug}?context=edit`,
        session: admin,
      });
      expect(stored.json().title.raw).toBe(winner?.json().title.raw);
    }
  });
});
