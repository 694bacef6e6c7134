import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareWithBaseline,
  createResolver,
  findViolations,
  globToRegExp,
  type SourceFile,
  toBaseline,
} from './check-layers';
import { findImports } from './find-imports';

const EDITOR = 'packages/editor/src';
const SERVER = 'packages/server/src';

/** Violations of `files` (path → code) with a resolver that knows exactly those files. */
function check(files: Record<string, string>, extraFiles: string[] = []) {
  const sources: SourceFile[] = Object.entries(files).map(([path, code]) => ({ path, code }));
  const known = new Set([...Object.keys(files), ...extraFiles]);
  return findViolations(
    sources,
    createResolver((path) => known.has(path)),
  ).map(({ rule, file, line, target }) => ({ rule, file, line, target }));
}

describe('findImports', () => {
  it('reads every kind of import with its line, and nothing in comments or strings', () => {
    const code = [
      "import { a, type B } from './a';",
      'import {',
      '  c,',
      '  d,',
      "} from '../c';",
      "import type { E } from '@atelier/blocks';",
      "import './style.css';",
      "export { f } from './f';",
      "export * from './g';",
      "const lazy = () => import('./lazy');",
      "// import { old } from './commented';",
      "/* import { older } from './block-comment'; */",
      'const text = "import { x } from \'./in-a-string\'";',
      "const url = 'https://example.com'; import { h } from './after-url';",
    ].join('\n');
    expect(findImports(code)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '../c', line: 5 },
      { specifier: '@atelier/blocks', line: 6 },
      { specifier: './style.css', line: 7 },
      { specifier: './f', line: 8 },
      { specifier: './g', line: 9 },
      { specifier: './lazy', line: 10 },
    ]);
  });

  it('keeps template literals with nested expressions from hiding later imports', () => {
    // const s = `a ${ { b: `c // ${1}` }.b } d`; then an import on line 2
    const code = [
      'const s = `a $',
      '{ { b: `c // $',
      "{1}` }.b } d`;\nimport { e } from './e';",
    ].join('');
    expect(findImports(code)).toEqual([{ specifier: './e', line: 2 }]);
  });
});

describe('globToRegExp', () => {
  it('matches segments, any depth, alternatives and bound names', () => {
    expect(globToRegExp('packages/*/src/**').test('packages/blocks/src/a/b.ts')).toBe(true);
    expect(globToRegExp('packages/server/src/*/**').test('packages/server/src/app.ts')).toBe(false);
    expect(globToRegExp('packages/server/src/*/**').test('packages/server/src/db/x.ts')).toBe(true);
    expect(globToRegExp('a/{b,c}/**').test('a/c/d.ts')).toBe(true);
    expect(globToRegExp('a/{b,c}/**').test('a/bc/d.ts')).toBe(false);
    expect(globToRegExp('kysely/**').test('kysely')).toBe(false);
    expect(globToRegExp('s/<area>/**').exec('s/pages/x.ts')?.groups).toEqual({ area: 'pages' });
    expect(globToRegExp('s/<area>/**', { area: 'pages' }).test('s/patterns/x.ts')).toBe(false);
  });
});

describe('findViolations', () => {
  it('fails a canvas file that imports a screen, and passes one that imports the domain', () => {
    const violations = check(
      {
        [`${EDITOR}/canvas/inspector/Panel.tsx`]:
          "import { x } from '../../screens/templates/template-item';",
        [`${EDITOR}/canvas/inspector/Fixed.tsx`]:
          "import { x } from '../../domain/templates/template-item';",
      },
      [
        `${EDITOR}/screens/templates/template-item.ts`,
        `${EDITOR}/domain/templates/template-item.ts`,
      ],
    );
    expect(violations).toEqual([
      {
        rule: 'canvas-no-screens',
        file: `${EDITOR}/canvas/inspector/Panel.tsx`,
        line: 1,
        target: `${EDITOR}/screens/templates/template-item.ts`,
      },
    ]);
  });

  it('lets a screen import its own folder but not another screen', () => {
    const violations = check(
      {
        [`${EDITOR}/screens/pages/PagesList.tsx`]: [
          "import { own } from './page-fields';",
          "import { other } from '../templates/ManageTemplates';",
        ].join('\n'),
      },
      [`${EDITOR}/screens/pages/page-fields.ts`, `${EDITOR}/screens/templates/ManageTemplates.tsx`],
    );
    expect(violations.map((v) => [v.rule, v.line])).toEqual([['screens-not-each-other', 2]]);
  });

  it('lets domain/ use the shell contexts of app/ and nothing else there', () => {
    const violations = check(
      {
        [`${EDITOR}/domain/templates/use-actions.ts`]: [
          "import { useRouter } from '../../app/Router';",
          "import { Layout } from '../../app/layout/Layout';",
        ].join('\n'),
      },
      [`${EDITOR}/app/Router.tsx`, `${EDITOR}/app/layout/Layout.tsx`],
    );
    expect(violations.map((v) => [v.rule, v.line])).toEqual([
      ['domain-uses-shell-contexts-only', 2],
    ]);
  });

  it('lets only the route table of app/ import screens', () => {
    const imports = "import { pagesRoute } from '../screens/pages/pagesRoute';";
    const violations = check(
      { [`${EDITOR}/app/routes.ts`]: imports, [`${EDITOR}/app/Router.tsx`]: imports },
      [`${EDITOR}/screens/pages/pagesRoute.ts`],
    );
    expect(violations.map((v) => [v.rule, v.file])).toEqual([
      ['app-no-screens', `${EDITOR}/app/Router.tsx`],
    ]);
  });

  it('keeps data/, domain/, components/, ui/ and commands/ below the views', () => {
    const violations = check(
      {
        [`${EDITOR}/data/entities/store.ts`]: "import { Canvas } from '../../canvas/Canvas';",
        [`${EDITOR}/domain/templates/item.ts`]: "import { Page } from '../../screens/pages/Page';",
        [`${EDITOR}/components/Notice.tsx`]: "import { Page } from '../screens/pages/Page';",
        [`${EDITOR}/ui/Button.tsx`]: "import { Canvas } from '../canvas/Canvas';",
        [`${EDITOR}/commands/site-commands.ts`]: "import { Page } from '../screens/pages/Page';",
      },
      [`${EDITOR}/canvas/Canvas.tsx`, `${EDITOR}/screens/pages/Page.tsx`],
    );
    expect(violations.map((v) => v.rule)).toEqual([
      'data-below-views',
      'domain-below-views',
      'shared-ui-below-views',
      'shared-ui-below-views',
      'commands-no-screens',
    ]);
  });

  it('keeps font-library/ below the views, with only the shell contexts from app/', () => {
    const violations = check(
      {
        [`${EDITOR}/font-library/FontCard.tsx`]: "import { Page } from '../screens/pages/Page';",
        [`${EDITOR}/font-library/use-fonts.ts`]: "import { Canvas } from '../canvas/Canvas';",
        [`${EDITOR}/font-library/FontsModal.tsx`]: "import { App } from '../app/App';",
        [`${EDITOR}/font-library/use-library.ts`]:
          "import { useBootstrap } from '../app/BootstrapContext';",
      },
      [
        `${EDITOR}/canvas/Canvas.tsx`,
        `${EDITOR}/screens/pages/Page.tsx`,
        `${EDITOR}/app/App.tsx`,
        `${EDITOR}/app/BootstrapContext.tsx`,
      ],
    );
    expect(violations.map((v) => [v.rule, v.file])).toEqual([
      ['font-library-below-views', `${EDITOR}/font-library/FontCard.tsx`],
      ['font-library-below-views', `${EDITOR}/font-library/use-fonts.ts`],
      ['font-library-below-views', `${EDITOR}/font-library/FontsModal.tsx`],
    ]);
  });

  it('fails server code that imports rest/, and lets the composition root (app.ts) do it', () => {
    const violations = check(
      {
        [`${SERVER}/posts/post-operations.ts`]:
          "import { checkVersion } from '../rest/preconditions.js';",
        [`${SERVER}/admin/editor-bootstrap.ts`]:
          "import { presentUser } from '../rest/users/present-user.js';",
        [`${SERVER}/app.ts`]: "import { registerRoutes } from './rest/all-routes.js';",
        [`${SERVER}/rest/posts/post-routes.ts`]: "import { x } from '../preconditions.js';",
      },
      [
        `${SERVER}/rest/preconditions.ts`,
        `${SERVER}/rest/all-routes.ts`,
        `${SERVER}/rest/users/present-user.ts`,
      ],
    );
    expect(violations).toEqual([
      {
        rule: 'server-operations-no-rest',
        file: `${SERVER}/posts/post-operations.ts`,
        line: 1,
        target: `${SERVER}/rest/preconditions.ts`,
      },
      {
        rule: 'server-operations-no-rest',
        file: `${SERVER}/admin/editor-bootstrap.ts`,
        line: 1,
        target: `${SERVER}/rest/users/present-user.ts`,
      },
    ]);
  });

  it('fails SQL built in rest/: a kysely import or a query builder call', () => {
    const violations = check({
      [`${SERVER}/rest/users/me.ts`]: [
        "import { sql } from 'kysely';",
        'export const q = (db) => db.selectFrom("users").selectAll();',
        'export const r = sql`select 1`;',
      ].join('\n'),
      [`${SERVER}/users/user-store.ts`]: 'export const q = (db) => db.selectFrom("users");',
    });
    expect(violations.map((v) => [v.rule, v.line, v.target])).toEqual([
      ['rest-no-kysely', 1, 'kysely'],
      ['rest-no-sql', 2, '.selectFrom('],
      ['rest-no-sql', 3, 'sql`'],
    ]);
  });

  it('keeps the isomorphic packages free of the apps and of each other backwards', () => {
    const violations = check(
      {
        'packages/blocks/src/render/render.ts': [
          "import { x } from '@atelier/editor';",
          "import { isCssColor } from '@atelier/theme-json';",
          "import { DataViews } from '@atelier/dataviews';",
        ].join('\n'),
        'packages/theme-json/src/css/css.ts': "import { parse } from '@atelier/blocks';",
        'packages/dataviews/src/view/v.ts': "import { y } from '../../../server/src/app';",
      },
      [
        'packages/editor/src/index.ts',
        'packages/theme-json/src/index.ts',
        'packages/dataviews/src/index.ts',
        'packages/blocks/src/index.ts',
        'packages/server/src/app.ts',
      ],
    );
    expect(violations.map((v) => [v.file.split('/')[1], v.rule])).toEqual([
      ['blocks', 'isomorphic-no-app'],
      ['blocks', 'blocks-imports-theme-json-only'],
      ['theme-json', 'theme-json-imports-no-package'],
      ['dataviews', 'isomorphic-no-app'],
      ['dataviews', 'packages-by-name'],
    ]);
  });
});

describe('compareWithBaseline', () => {
  const v = (file: string, target: string) => ({
    rule: 'canvas-no-screens',
    message: '',
    file,
    line: 1,
    target,
  });

  it('fails only what the baseline does not list, counting repeats, and prunes what is gone', () => {
    const baseline = toBaseline([v('a.ts', 'x.ts'), v('b.ts', 'y.ts')]);
    const result = compareWithBaseline([v('a.ts', 'x.ts'), v('a.ts', 'x.ts')], baseline);
    expect(result.fresh).toEqual([v('a.ts', 'x.ts')]);
    expect(result.gone).toEqual([{ rule: 'canvas-no-screens', file: 'b.ts', target: 'y.ts' }]);
    expect(result.pruned).toEqual({ 'canvas-no-screens': { 'a.ts': ['x.ts'] } });
  });
});

describe('run-check-layers', () => {
  const script = resolve(dirname(fileURLToPath(import.meta.url)), 'run-check-layers.ts');
  const tsx = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin/tsx');
  let root = '';

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(path: string, text: string) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  it('fails on a wrong import until the baseline lists it, then prunes it once fixed', () => {
    root = mkdtempSync(join(tmpdir(), 'layers-'));
    write(`${EDITOR}/screens/templates/template-item.ts`, 'export const x = 1;\n');
    write(
      `${EDITOR}/canvas/Panel.tsx`,
      "import { x } from '../screens/templates/template-item';\n",
    );
    const run = (...args: string[]) =>
      spawnSync(tsx, [script, '--root', root, ...args], { encoding: 'utf8' });

    const failing = run();
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain(
      `${EDITOR}/canvas/Panel.tsx:1  canvas-no-screens: ${EDITOR}/screens/templates/template-item.ts`,
    );
    expect(failing.stderr).toContain('canvas/ never imports a screen');

    write(
      'scripts/layers/layer-baseline.json',
      JSON.stringify({
        'canvas-no-screens': {
          [`${EDITOR}/canvas/Panel.tsx`]: [`${EDITOR}/screens/templates/template-item.ts`],
        },
      }),
    );
    expect(run().status).toBe(0);

    write(`${EDITOR}/canvas/Panel.tsx`, 'export const y = 2;\n');
    const pruned = run('--prune');
    expect(pruned.status).toBe(0);
    expect(
      JSON.parse(readFileSync(join(root, 'scripts/layers/layer-baseline.json'), 'utf8')),
    ).toEqual({});
  });
});
