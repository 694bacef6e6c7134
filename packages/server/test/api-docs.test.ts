import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config.js';
import { createRestRouter } from '../src/rest/all-routes.js';

/** docs/api.md and docs/api-*.md together must name every route, so the reference never drifts. */
describe('REST reference', () => {
  it('documents every route the server has', () => {
    const docs = readdirSync(join(repositoryRoot, 'docs'))
      .filter((f) => /^api(-.*)?\.md$/.test(f))
      .map((f) => readFileSync(join(repositoryRoot, 'docs', f), 'utf8'))
      .join('\n');
    const missing = createRestRouter()
      .routes.map((route) => `/${route.namespace}${route.path}`.replace(/\/$/, '') || '/')
      .map((path) => path.replace(/:([a-z_]+)/g, '{$1}').replace(/\*$/, '{id}'))
      .filter((path) => {
        // `{user_id}` in the router is written `{id|me}` in the docs: compare the fixed parts.
        const fixed = path.split(/\{[^}]+\}/).filter(Boolean);
        return !docs
          .split('\n')
          .some((line) => line.includes('`') && fixed.every((part) => line.includes(part)));
      });
    expect([...new Set(missing)]).toEqual([]);
  });
});
