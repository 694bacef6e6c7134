import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fullCoreRegistry } from './core-registry';
import { readRecordDoc, recordContent } from './read-record-doc';
import { seedRecordDoc } from './seed-record-doc';

// Every template, template part and pattern of the bundled themes (the demo site's theme among
// them) goes through seed → read → serialise, and through a second document loaded from the
// first one's state, and comes back byte for byte.
const themeFiles = import.meta.glob<string>('../../../themes/*/{templates,parts,patterns}/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const PATTERN_HEADER = /^<\?php\s*\/\*\*[\s\S]*?\*\/\s*\?>\r?\n?/;

function markupOf(path: string, text: string): string {
  return path.endsWith('.php') ? text.replace(PATTERN_HEADER, '') : text;
}

const files = Object.entries(themeFiles).map(([path, text]) => ({
  path: path.replace('../../../', ''),
  markup: markupOf(path, text),
}));

describe('stored content through a document', () => {
  it('covers the bundled themes', () => {
    expect(files.filter((file) => file.path.includes('/templates/')).length).toBeGreaterThan(10);
    expect(files.filter((file) => file.path.includes('/patterns/')).length).toBeGreaterThan(10);
  });

  it.each(files)('$path comes back byte for byte', ({ markup }) => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: { title: 'File' }, blocks: parse(markup) }, 1, fullCoreRegistry());
    expect(recordContent(doc, fullCoreRegistry())).toBe(markup);
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(doc));
    expect(recordContent(loaded, fullCoreRegistry())).toBe(markup);
    const ids = (doc: Y.Doc) =>
      JSON.stringify(readRecordDoc(doc, fullCoreRegistry()).blocks, ['clientId', 'innerBlocks']);
    expect(ids(loaded)).toBe(ids(doc));
  });
});
