import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PresenceStore } from '../src/collab/presence-store.js';
import { presenceTime } from '../src/collab/presence-tracker.js';
import { fakeEditorDist } from './helpers/fake-editor-dist.js';
import { sessionUserId } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const PAGE_PRESENCE = '/atelier/v1/collab-presence?kind=page';

interface PresenceDocument {
  docKey: string;
  users: { id: number; name: string; avatar: string }[];
}

/** The page's presence answers (its `#atelier-presence` element), or null when it has none. */
function presenceOf(html: string): Record<string, PresenceDocument[]> | null {
  const match = /<script type="application\/json" id="atelier-presence">(.*?)<\/script>/s.exec(
    html,
  );
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, PresenceDocument[]>) : null;
}

function bootstrapOf(html: string): { preload: Record<string, unknown> } {
  const match =
    /<script type="application\/json" id="atelier-editor-bootstrap">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no bootstrap blob in the page');
  return JSON.parse(match[1]) as { preload: Record<string, unknown> };
}

describe.each(testDialects())("the editor page's first presence answer (%s)", (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editorId: number;
  let store: PresenceStore;

  beforeAll(async () => {
    // The page renders from a stand-in manifest whether or not the editor was built first.
    t = await createTestApp(dialect, { editorDistDir: fakeEditorDist() });
    admin = await t.login('admin', ADMIN_PASSWORD);
    editorId = await sessionUserId(t, await t.login('editor', EDITOR_PASSWORD));
    store = new PresenceStore(t.app.db);
  });
  afterAll(() => t.close());

  const open = (connectionKey: string, docKey: string) =>
    store.add(
      { connectionKey, docKey, kind: 'page', userId: editorId, instanceId: 'test-instance' },
      presenceTime(Date.now()),
      presenceTime(Date.now() + 60_000),
    );
  const load = (url: string, encoding = 'identity') =>
    t.request({
      method: 'GET',
      url,
      headers: { cookie: admin.cookie, 'accept-encoding': encoding },
    });
  const textOf = (response: Awaited<ReturnType<typeof load>>): string => {
    const coding = response.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
    if (coding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
    return response.body;
  };

  it("carries who has the list's records open, read anew on every load of the kept page", async () => {
    const nobody = await load('/wp-admin/site-editor.php?p=%2Fpages');
    expect(nobody.statusCode).toBe(200);
    expect(presenceOf(nobody.body)).toEqual({ [PAGE_PRESENCE]: [] });

    await open('presence-page-test-1', 'page:4242');
    for (const encoding of ['identity', 'br', 'gzip']) {
      const html = textOf(await load('/wp-admin/site-editor.php?p=%2Fpages', encoding));
      expect({ encoding, presence: presenceOf(html) }).toEqual({
        encoding,
        presence: {
          [PAGE_PRESENCE]: [
            {
              docKey: 'page:4242',
              users: [{ id: editorId, name: expect.any(String), avatar: expect.any(String) }],
            },
          ],
        },
      });
      // The answer sits beside the blob, not in it (the blob is kept with the page).
      expect(bootstrapOf(html).preload[PAGE_PRESENCE]).toBeUndefined();
    }

    await store.remove('presence-page-test-1');
    const left = await load('/wp-admin/site-editor.php?p=%2Fpages', 'br');
    expect(presenceOf(textOf(left))).toEqual({ [PAGE_PRESENCE]: [] });
  });

  it("carries the presence of the edited record's kind, for the header", async () => {
    const index = `/wp_template/${t.app.themes.defaultStylesheet()}//index`;
    const canvas = await load(
      `/wp-admin/site-editor.php?p=${encodeURIComponent(index)}&canvas=edit`,
    );
    expect(canvas.statusCode).toBe(200);
    expect(presenceOf(canvas.body)).toEqual({ '/atelier/v1/collab-presence?kind=wp_template': [] });
  });

  it('carries no presence on screens without a list of records or a record to edit', async () => {
    const styles = await load('/wp-admin/site-editor.php?p=%2Fwp_global_styles');
    expect(styles.statusCode).toBe(200);
    expect(presenceOf(styles.body)).toBeNull();
  });

  it('carries none while co-editing is off', async () => {
    await open('presence-page-test-2', 'page:4243');
    const before = process.env.ATELIER_COLLAB;
    process.env.ATELIER_COLLAB = 'off';
    try {
      const page = await load('/wp-admin/site-editor.php?p=%2Fpage');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('atelier-presence');
    } finally {
      if (before === undefined) delete process.env.ATELIER_COLLAB;
      else process.env.ATELIER_COLLAB = before;
      await store.remove('presence-page-test-2');
    }
  });
});
