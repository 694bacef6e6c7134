import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLocalTree } from './apply-local-tree';
import { fullCoreRegistry } from './core-registry';
import { mergeRestWrite } from './merge-rest-write';
import { readRecordDoc, recordContent } from './read-record-doc';
import { markSaved, savedVersion } from './saved-base';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';
import { exchange, seededReplicas } from './testing/replicas';
import { contentOf, edit, idOf, replaceInTree, withAttributes } from './testing/tree-edits';

const heading = (text: string) =>
  `<!-- wp:heading -->\n<h2 class="wp-block-heading">${text}</h2>\n<!-- /wp:heading -->`;

const page = (...blocks: string[]) => blocks.join('\n\n');
const STORED = page(heading('Welcome'), paragraph('Hello world'), paragraph('Collaborator here'));

function typeInto(doc: Y.Doc, origin: string, id: string, text: string): void {
  edit(doc, origin, (blocks) =>
    replaceInTree(blocks, id, (block) => withAttributes(block, { content: text })),
  );
}

describe('a REST write into a live document', () => {
  it('applies the fields and blocks it changed and keeps a collaborator’s unsaved edit elsewhere', () => {
    const replicas = seededReplicas(STORED, { title: 'Home', status: 'publish' });
    const { a: server, b: client } = replicas;
    const other = idOf(client, 'Collaborator here');
    typeInto(client, 'client', other, 'Collaborator here, typing');
    exchange(replicas);
    const incoming = page(
      heading('Welcome back'),
      paragraph('Hello world'),
      paragraph('Collaborator here'),
    );
    mergeRestWrite(
      server,
      { fields: { title: 'Home (new)' }, blocks: parse(incoming) },
      'rest',
      fullCoreRegistry(),
    );
    exchange(replicas);
    for (const doc of [server, client]) {
      const record = readRecordDoc(doc, fullCoreRegistry());
      expect(record.fields).toEqual({ title: 'Home (new)', status: 'publish' });
      expect(recordContent(doc, fullCoreRegistry())).toBe(
        page(
          heading('Welcome back'),
          paragraph('Hello world'),
          paragraph('Collaborator here, typing'),
        ),
      );
    }
    expect(idOf(server, 'Collaborator here, typing')).toBe(other);
  });

  it('merges a REST edit to the paragraph a collaborator is typing in', () => {
    const replicas = seededReplicas(STORED);
    const hello = idOf(replicas.b, 'Hello world');
    typeInto(replicas.b, 'client', hello, 'Hello world, and welcome');
    exchange(replicas);
    mergeRestWrite(
      replicas.a,
      {
        blocks: parse(
          page(heading('Welcome'), paragraph('Hi world'), paragraph('Collaborator here')),
        ),
      },
      'rest',
      fullCoreRegistry(),
    );
    exchange(replicas);
    expect(contentOf(replicas.a, hello)).toBe('Hi world, and welcome');
    expect(recordContent(replicas.b, fullCoreRegistry())).toBe(
      recordContent(replicas.a, fullCoreRegistry()),
    );
  });

  it('inserts and removes blocks by position while keeping the ids of the others', () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: {}, blocks: parse(STORED) }, 'r1', fullCoreRegistry());
    const hello = idOf(doc, 'Hello world');
    const other = idOf(doc, 'Collaborator here');
    typeInto(doc, 'client', other, 'Collaborator here, still typing');
    const incoming = page(
      paragraph('Hello world'),
      paragraph('Added by REST'),
      paragraph('Collaborator here'),
    );
    mergeRestWrite(doc, { blocks: parse(incoming) }, 'rest', fullCoreRegistry());
    expect(idOf(doc, 'Hello world')).toBe(hello);
    expect(idOf(doc, 'Collaborator here, still typing')).toBe(other);
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      page(
        paragraph('Hello world'),
        paragraph('Added by REST'),
        paragraph('Collaborator here, still typing'),
      ),
    );
  });

  it('moves blocks a REST write reordered, keeping a collaborator’s edit in one of them', () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: {}, blocks: parse(STORED) }, 'r1', fullCoreRegistry());
    const other = idOf(doc, 'Collaborator here');
    typeInto(doc, 'client', other, 'Collaborator here, typing');
    const incoming = page(
      paragraph('Collaborator here'),
      heading('Welcome'),
      paragraph('Hello world'),
    );
    mergeRestWrite(doc, { blocks: parse(incoming) }, 'rest', fullCoreRegistry());
    expect(idOf(doc, 'Collaborator here, typing')).toBe(other);
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      page(paragraph('Collaborator here, typing'), heading('Welcome'), paragraph('Hello world')),
    );
  });

  it('merges against the base of the last save, not the first', () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: {}, blocks: parse(STORED) }, 'r1', fullCoreRegistry());
    const hello = idOf(doc, 'Hello world');
    typeInto(doc, 'client', hello, 'Hello saved world');
    markSaved(doc, 'r2', fullCoreRegistry());
    expect(savedVersion(doc)).toBe('r2');
    const incoming = page(
      heading('Welcome'),
      paragraph('Hello saved world'),
      paragraph('Edited by REST'),
    );
    mergeRestWrite(doc, { blocks: parse(incoming) }, 'rest', fullCoreRegistry());
    expect(recordContent(doc, fullCoreRegistry())).toBe(incoming);
  });

  it('merges different keys of global styles changed by REST and by a collaborator', () => {
    const styles = {
      color: { text: '#111111', background: '#ffffff' },
      typography: { fontSize: '1rem' },
    };
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: { styles, settings: {} }, blocks: [] }, 7, fullCoreRegistry());
    const live = readRecordDoc(doc, fullCoreRegistry());
    applyLocalTree(
      doc,
      { fields: { styles: { ...styles, color: { ...styles.color, background: '#000000' } } } },
      'client',
      live,
      fullCoreRegistry(),
    );
    mergeRestWrite(
      doc,
      { fields: { styles: { ...styles, typography: { fontSize: '1.25rem' } } } },
      'rest',
      fullCoreRegistry(),
    );
    expect(readRecordDoc(doc, fullCoreRegistry()).fields.styles).toEqual({
      color: { text: '#111111', background: '#000000' },
      typography: { fontSize: '1.25rem' },
    });
  });
});
