import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesOf, ROLES, type Role } from '../src/auth/capabilities.js';
import { ensureUserGlobalStyles } from '../src/global-styles/user-global-styles.js';
import { createRestRouter } from '../src/rest/all-routes.js';
import { routeMethods } from '../src/rest/router.js';
import { createUser } from '../src/users/user-store.js';
import { type FixtureContext, makeFixture } from './helpers/authorization-fixtures.js';
import {
  type Access,
  MATRIX,
  type MatrixRow,
  type Requirement,
} from './helpers/authorization-table.js';
import { multipartForm, patternFile } from './helpers/multipart-form.js';
import { sessionUserId } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

type Caller = 'anonymous' | Role;
const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];
type Ownership = 'own' | 'others' | 'none';

/** Whether a caller with the role's capabilities meets the requirement. */
export function meets(requirement: Requirement, caller: Caller): boolean {
  if (requirement === 'public') return true;
  if (requirement === 'nobody') return false;
  if (requirement === 'logged_in') return caller !== 'anonymous';
  if (typeof requirement === 'string') {
    return caller !== 'anonymous' && capabilitiesOf(caller).has(requirement);
  }
  if ('all' in requirement) return requirement.all.every((r) => meets(r, caller));
  return requirement.any.some((r) => meets(r, caller));
}

function requirementFor(access: Access, ownership: Ownership): Requirement {
  if (typeof access === 'object' && 'own' in access) {
    return ownership === 'own' ? access.own : access.others;
  }
  return access;
}

function hasOwnership(row: MatrixRow): boolean {
  return [row.view, row.edit, row.write].some(
    (a) => typeof a === 'object' && a !== null && 'own' in a,
  );
}

interface Check {
  row: MatrixRow;
  caller: Caller;
  ownership: Ownership;
  mode: 'view' | 'edit' | 'write';
  allowed: boolean;
}

/** Every check the table implies: each row × caller × ownership × read context or write. */
function checksFor(row: MatrixRow): Check[] {
  const checks: Check[] = [];
  const ownerships: Ownership[] = hasOwnership(row) ? ['own', 'others'] : ['none'];
  const modes = row.method === 'GET' ? (['view', 'edit'] as const) : (['write'] as const);
  for (const caller of CALLERS) {
    for (const ownership of ownerships) {
      if (caller === 'anonymous' && ownership === 'own') continue;
      for (const mode of modes) {
        const access = row[mode];
        if (access === undefined)
          throw new Error(`${row.method} ${row.route} has no ${mode} access`);
        checks.push({
          row,
          caller,
          ownership,
          mode,
          allowed: meets(requirementFor(access, ownership), caller),
        });
      }
    }
  }
  return checks;
}

function fillPath(route: string, params: Record<string, string>): string {
  return route
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`No value for :${name} in ${route}`);
      return encodeURIComponent(value);
    })
    .replace(/\*$/, () => params.id ?? '');
}

const ROUTES = createRestRouter().routes.flatMap((route) =>
  routeMethods(route).map((method) => ({ method, route: `/${route.namespace}${route.path}` })),
);

describe('the authorisation table', () => {
  it('covers every route and method the router registers', () => {
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    const missing = ROUTES.map((r) => `${r.method} ${r.route}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
    const registered = new Set(ROUTES.map((r) => `${r.method} ${r.route}`));
    expect([...covered].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('implies at least 1,278 checks', () => {
    expect(MATRIX.flatMap(checksFor).length).toBeGreaterThanOrEqual(1278);
  });
});

describe.each(testDialects())('authorisation matrix (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  const sessions = new Map<Role, Session>();
  const ids = new Map<Role, number>();
  let ownerId: number;
  let photo: Buffer;
  let counter = 0;
  let ctx: FixtureContext;
  let total = 0;
  const mismatches: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    for (const role of ROLES) {
      const username = `matrix-${role}`;
      const password = `${username}-password`;
      const id = await createUser(t.app.db, {
        username,
        email: `${username}@example.test`,
        displayName: `Matrix ${role}`,
        password,
        role,
      });
      ids.set(role, id);
      sessions.set(role, await t.login(username, password));
    }
    ownerId = await createUser(t.app.db, {
      username: 'matrix-owner',
      email: 'matrix-owner@example.test',
      displayName: 'Matrix Owner',
      password: 'matrix-owner-password',
      role: 'author',
    });
    const stylesheet = t.app.themes.defaultStylesheet();
    if (!stylesheet) throw new Error('The test themes have no default theme');
    const styles = await ensureUserGlobalStyles(t.app.db, stylesheet);
    for (const color of ['#111111', '#222222']) {
      const saved = await t.request({
        method: 'POST',
        url: `/wp-json/wp/v2/global-styles/${styles.id}`,
        payload: { styles: { color: { text: color } } },
        session: admin,
      });
      expect(saved.statusCode).toBe(200);
    }
    const revisions = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/global-styles/${styles.id}/revisions`,
      session: admin,
    });
    ctx = {
      t,
      admin,
      next: () => ++counter,
      globalStylesRevision: { id: styles.id, revision: revisions.json()[0].id },
    };
    // The owner's published post makes their profile public, as for any author.
    await makeFixture(ctx, 'post:publish', ownerId);
    photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    console.log(
      `authorisation matrix (${dialect}): ${total} checks, ${mismatches.length} mismatches`,
    );
    await t.close();
  });

  async function actorFor(check: Check): Promise<{ session?: Session; id: number }> {
    if (check.caller === 'anonymous') return { id: 0 };
    if (!check.row.freshActor) {
      return { session: sessions.get(check.caller), id: ids.get(check.caller) ?? 0 };
    }
    const n = ctx.next();
    const username = `matrix-fresh-${n}`;
    await createUser(t.app.db, {
      username,
      email: `${username}@example.test`,
      displayName: `Fresh ${n}`,
      password: `${username}-password`,
      role: check.caller,
    });
    const session = await t.login(username, `${username}-password`);
    return { session, id: await sessionUserId(t, session) };
  }

  async function run(check: Check): Promise<string | null> {
    const { row } = check;
    const actor = await actorFor(check);
    const owner = check.ownership === 'own' ? actor.id : ownerId;
    const params = {
      ...(row.fixture ? await makeFixture(ctx, row.fixture, owner) : {}),
      ...row.params,
    };
    const query = new URLSearchParams(row.query);
    if (check.mode !== 'write') query.set('context', check.mode);
    const url = `/wp-json${fillPath(row.route, params)}${query.size > 0 ? `?${query}` : ''}`;
    const n = ctx.next();
    const response = await t.request({
      method: row.method,
      url,
      ...(actor.session ? { session: actor.session } : {}),
      ...(row.upload
        ? {
            payload: photo,
            headers: {
              'content-type': 'image/jpeg',
              'content-disposition': 'attachment; filename="m.jpg"',
            },
          }
        : row.patternFile
          ? multipartForm([patternFile({ title: `Imported ${n}`, content: `<p>${n}</p>` })])
          : row.body
            ? { payload: row.body(n, params) }
            : {}),
    });
    const status = response.statusCode;
    const expected = check.allowed ? '2xx' : check.caller === 'anonymous' ? '401' : '403';
    const ok = check.allowed ? status >= 200 && status < 300 : String(status) === expected;
    if (ok) return null;
    const code = status >= 300 ? ` ${String(response.json().code)}` : '';
    return `${row.method} ${row.route}${row.variant ? ` [${row.variant}]` : ''} as ${check.caller} (${check.ownership}, ${check.mode}): expected ${expected}, got ${status}${code}`;
  }

  for (const row of MATRIX) {
    const label = `${row.method} ${row.route}${row.variant ? ` [${row.variant}]` : ''}`;
    it(label, async () => {
      const found: string[] = [];
      for (const check of checksFor(row)) {
        total += 1;
        const mismatch = await run(check);
        if (mismatch) found.push(mismatch);
      }
      mismatches.push(...found);
      expect(found).toEqual([]);
    });
  }
});
