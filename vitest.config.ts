import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`*.test.ts`); the server's API and storage suites live in
// packages/server/test and run once per available database (see test/global-setup.ts).
// Playwright's e2e/*.spec.ts are never picked up here.
export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'isomorphic',
          include: [
            'packages/blocks/src/**/*.test.ts',
            'packages/theme-json/src/**/*.test.ts',
            'packages/dataviews/src/**/*.test.{ts,tsx}',
            'packages/collab/src/**/*.test.ts',
            'themes/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tools',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'editor',
          include: ['packages/editor/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Above the waits' five seconds (`testing/async-waits.ts`), so a slow wait fails as itself.
          testTimeout: 20_000,
          setupFiles: [
            'packages/editor/src/testing/happy-dom-node-name.ts',
            'packages/editor/src/testing/async-waits.ts',
            'packages/editor/src/testing/load-dialogs.ts',
          ],
        },
      },
    ],
  },
});
