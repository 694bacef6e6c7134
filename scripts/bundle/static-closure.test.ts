import { describe, expect, it } from 'vitest';
import { staticClosure } from './static-closure';

const graph: Record<string, string[]> = {
  entry: ['shell', 'store'],
  shell: ['store', 'icons'],
  store: [],
  icons: ['shell'],
  canvas: ['store', 'blocks'],
  blocks: [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('staticClosure', () => {
  it('holds the roots and every module they reach through static imports, cycles included', () => {
    expect([...staticClosure(['entry'], importsOf)].sort()).toEqual([
      'entry',
      'icons',
      'shell',
      'store',
    ]);
  });

  it('joins the closures of several roots and keeps unknown modules as leaves', () => {
    expect([...staticClosure(['canvas', 'missing'], importsOf)].sort()).toEqual([
      'blocks',
      'canvas',
      'missing',
      'store',
    ]);
  });
});
