// The layering of Atelier as data: which source files may not import what, and which code may not
// appear where. `check-layers.ts` applies the table; the README beside it states it in prose.
//
// Patterns are globs over repository paths (`*` = one path segment or part of one, `**` = any
// number of segments, `{a,b}` = either). Import targets are repository paths with their extension
// (`packages/editor/src/screens/pages/PagesList.tsx`) or, for npm packages, the bare specifier
// (`kysely`, `kysely/helpers/postgres`). `<name>` in `from` matches one segment and stands for
// the same text in `allow`.

/** A rule over import edges: files matching `from` (and not `except`) may not import `forbid`. */
export interface ImportRule {
  id: string;
  message: string;
  from: string[];
  except?: string[];
  forbid: string[];
  /** Targets that `forbid` matches but that pass anyway. */
  allow?: string[];
  /** Apply to relative specifiers only (not to package names such as `@atelier/blocks`). */
  relativeOnly?: boolean;
}

/** A rule over code: files matching `from` (and not `except`) may not contain `pattern`. */
export interface CodeRule {
  id: string;
  message: string;
  from: string[];
  except?: string[];
  pattern: RegExp;
}

const EDITOR = 'packages/editor/src';
const SERVER = 'packages/server/src';

export const importRules: ImportRule[] = [
  {
    id: 'isomorphic-no-app',
    message:
      'blocks, theme-json, dataviews and collab are isomorphic: they never import the server or the editor.',
    from: ['packages/{blocks,theme-json,dataviews,collab}/src/**'],
    forbid: ['packages/{server,editor}/**'],
  },
  {
    id: 'theme-json-imports-no-package',
    message: 'theme-json is the bottom layer: it imports no other Atelier package.',
    from: ['packages/theme-json/src/**'],
    forbid: ['packages/{blocks,dataviews}/**'],
  },
  {
    id: 'blocks-imports-theme-json-only',
    message: 'blocks may import theme-json, never dataviews (a list component is not block logic).',
    from: ['packages/blocks/src/**'],
    forbid: ['packages/dataviews/**'],
  },
  {
    id: 'dataviews-imports-no-package',
    message: 'dataviews knows nothing of blocks or styles: it imports no other Atelier package.',
    from: ['packages/dataviews/src/**'],
    forbid: ['packages/{blocks,theme-json}/**'],
  },
  {
    id: 'server-not-editor',
    message: 'The server never imports the editor; they meet over REST.',
    from: ['packages/server/src/**'],
    forbid: ['packages/editor/**'],
  },
  {
    id: 'editor-not-server',
    message: 'The editor never imports the server; they meet over REST.',
    from: ['packages/editor/src/**'],
    forbid: ['packages/server/**'],
  },
  {
    id: 'packages-by-name',
    message:
      "Import another package by its name ('@atelier/blocks'), not by a relative path into its folder.",
    from: ['packages/<package>/src/**'],
    forbid: ['packages/**'],
    allow: ['packages/<package>/**'],
    relativeOnly: true,
  },
  {
    id: 'server-operations-no-rest',
    message:
      'Only app.ts mounts the REST layer: operations, stores, http/, login/, admin/ and the public site never import src/rest/ (move what both need below it).',
    from: [`${SERVER}/*/**`],
    except: [`${SERVER}/rest/**`],
    forbid: [`${SERVER}/rest/**`],
  },
  {
    id: 'rest-no-kysely',
    message: 'Route handlers build no SQL: src/rest/ does not import kysely; call an operation.',
    from: [`${SERVER}/rest/**`],
    forbid: ['kysely', 'kysely/**'],
  },
  {
    id: 'canvas-no-screens',
    message:
      'canvas/ never imports a screen: move what both need into a domain folder (src/domain/).',
    from: [`${EDITOR}/canvas/**`],
    forbid: [`${EDITOR}/screens/**`],
  },
  {
    id: 'app-no-screens',
    message:
      'app/ never imports a screen; only the route table (app/routes.ts) plugs the screens in.',
    from: [`${EDITOR}/app/**`],
    except: [`${EDITOR}/app/routes.ts`],
    forbid: [`${EDITOR}/screens/**`],
  },
  {
    id: 'screens-not-each-other',
    message:
      'A screen never imports another screen: share through a domain folder (src/domain/) or components/.',
    from: [`${EDITOR}/screens/<area>/**`],
    forbid: [`${EDITOR}/screens/**`],
    allow: [`${EDITOR}/screens/<area>/**`],
  },
  {
    id: 'data-below-views',
    message:
      'data/ sits below the views: it imports nothing from screens/ or canvas/ (views read data, not the reverse).',
    from: [`${EDITOR}/data/**`],
    forbid: [`${EDITOR}/{screens,canvas}/**`],
  },
  {
    id: 'domain-below-views',
    message:
      'domain/ is shared by screens, canvas and shell: it imports nothing from screens/ or canvas/.',
    from: [`${EDITOR}/domain/**`],
    forbid: [`${EDITOR}/{screens,canvas}/**`],
  },
  {
    id: 'domain-uses-shell-contexts-only',
    message:
      'From app/, domain/ uses only the shell contexts (BootstrapContext, Router, location): it sits below the shell.',
    from: [`${EDITOR}/domain/**`],
    forbid: [`${EDITOR}/app/**`],
    allow: [`${EDITOR}/app/{BootstrapContext.tsx,Router.tsx,location.ts}`],
  },
  {
    id: 'font-library-below-views',
    message:
      'font-library/ (the Fonts modal, opened from the Styles screens) imports nothing from screens/ or canvas/, and from app/ only the shell contexts.',
    from: [`${EDITOR}/font-library/**`],
    forbid: [`${EDITOR}/{screens,canvas,app}/**`],
    allow: [`${EDITOR}/app/{BootstrapContext.tsx,Router.tsx,location.ts}`],
  },
  {
    id: 'commands-no-screens',
    message:
      'commands/ is the registry every view uses: it imports nothing from screens/ (screens register their commands).',
    from: [`${EDITOR}/commands/**`],
    forbid: [`${EDITOR}/screens/**`],
  },
  {
    id: 'shared-ui-below-views',
    message:
      'components/ and ui/ are shared by every view: they import nothing from screens/ or canvas/.',
    from: [`${EDITOR}/{components,ui}/**`],
    forbid: [`${EDITOR}/{screens,canvas}/**`],
  },
];

export const codeRules: CodeRule[] = [
  {
    id: 'rest-no-sql',
    message:
      'Route handlers build no SQL: no query builder calls or sql`` in src/rest/; call an operation.',
    from: [`${SERVER}/rest/**`],
    pattern: /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`/g,
  },
];
