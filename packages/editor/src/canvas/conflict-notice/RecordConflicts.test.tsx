import { createCoreRegistry, parse, updateBlockAttributes } from '@atelier/blocks';
import {
  applyLocalTree,
  conflictMarks,
  mergeRestWrite,
  readRecordDoc,
  seedRecordDoc,
} from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CONFLICT_MESSAGE } from './conflict-notices';
import { RecordConflicts } from './RecordConflicts';

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

const registry = createCoreRegistry();

/** Sets a paragraph's text as the editor does: the block saved again, from the tree it edited. */
function typeInto(doc: Y.Doc, id: string, text: string, origin: unknown = 'editor'): void {
  const previous = readRecordDoc(doc, fullCoreRegistry());
  const blocks = previous.blocks.map((block) =>
    block.clientId === id
      ? {
          ...updateBlockAttributes(registry, block, { content: text }),
          clientId: id,
          innerBlocks: [],
        }
      : block,
  );
  applyLocalTree(doc, { blocks }, origin, previous, fullCoreRegistry());
}

/**
 * A record document where a REST write changed a paragraph over a live change (so it is
 * marked), a second replica receiving its updates as from the network, and the paragraph's
 * element in the page.
 */
function setUp() {
  const doc = new Y.Doc();
  seedRecordDoc(
    doc,
    { fields: {}, blocks: parse(paragraph('Hello world')) },
    1,
    fullCoreRegistry(),
  );
  const id = readRecordDoc(doc, fullCoreRegistry()).blocks[0]?.clientId ?? '';
  typeInto(doc, id, 'Hello moon');
  mergeRestWrite(doc, { blocks: parse(paragraph('Hello planet')) }, 'rest', fullCoreRegistry());
  const element = document.createElement('p');
  element.dataset.block = id;
  element.textContent = 'Hello moonplanet';
  document.body.append(element);
  render(<RecordConflicts connection={{ doc }} frameDoc={document} />);
  return { doc, id };
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('RecordConflicts', () => {
  it('shows the notice under a block a REST write changed over a live change', () => {
    setUp();
    expect(screen.getByRole('status')).toHaveProperty('textContent', `${CONFLICT_MESSAGE}Dismiss`);
  });

  it('Dismiss removes the mark from the document, and the notice goes', () => {
    const { doc } = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(conflictMarks(doc).size).toBe(0);
    expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull();
  });

  it('an edit of the block made here removes the notice; one received from elsewhere does not', () => {
    const { doc, id } = setUp();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    typeInto(other, id, 'Hello moonplanet, remote');
    act(() => Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(doc))));
    expect(screen.getByText(CONFLICT_MESSAGE)).toBeTruthy();
    act(() => typeInto(doc, id, 'Hello moon and planet, remote'));
    expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull();
    expect(conflictMarks(doc).size).toBe(0);
  });

  it('shows nothing while the document has no marks', () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: {}, blocks: parse(paragraph('Quiet')) }, 1, fullCoreRegistry());
    render(<RecordConflicts connection={{ doc }} frameDoc={document} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
