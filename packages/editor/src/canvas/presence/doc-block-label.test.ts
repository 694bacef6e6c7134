import { createCoreRegistry } from '@atelier/blocks';
import { DOC_ROOTS } from '@atelier/collab';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { docBlockLabel, UNKNOWN_BLOCK_LABEL } from './doc-block-label';
import { linkedPeers } from './testing/linked-peers';

const registry = createCoreRegistry();

describe('docBlockLabel', () => {
  it("names a block by its type's title, or by the name given to it", () => {
    const { local, ids } = linkedPeers(
      '<!-- wp:paragraph -->\n<p>x</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading {"metadata":{"name":"Intro"}} -->\n<h2 class="wp-block-heading">y</h2>\n<!-- /wp:heading -->',
    );
    const [paragraph = '', heading = ''] = ids;
    expect(docBlockLabel(local.doc, registry, paragraph)).toBe('Paragraph');
    expect(docBlockLabel(local.doc, registry, heading)).toBe('Intro');
  });

  it('says "a block" for a block no longer in the document', () => {
    const { local, ids } = linkedPeers('<!-- wp:paragraph -->\n<p>x</p>\n<!-- /wp:paragraph -->');
    const id = ids[0] ?? '';
    local.doc.getMap<Y.Map<unknown>>(DOC_ROOTS.blocks).delete(id);
    expect(docBlockLabel(local.doc, registry, id)).toBe(UNKNOWN_BLOCK_LABEL);
  });
});
