// Vitest (through Vite) replaces `import.meta.glob` at build time; this package has no Vite client
// types (it is isomorphic), so the one form its tests use is declared here.
interface ImportMeta {
  glob<T>(
    patterns: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}
