import { BLOCK_IDS_FIELD, blockIdTreeOf, parse, withBlockIds } from '@atelier/blocks';
import { applyLocalTree, readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { testDialects } from '../../test/helpers/test-app.js';
import { waitFor } from './testing/collab-test-client.js';
import { type ListeningApp, startListeningApp } from './testing/listening-app.js';

const CONTENT = [
  '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->',
  '<!-- wp:group --><div class="wp-block-group"><!-- wp:heading --><h2>Two</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Three</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
  '<!-- wp:paragraph --><p>Four</p><!-- /wp:paragraph -->',
].join('\n\n');

/** The ids the document gives its blocks, in the shape the REST field has. */
function documentIds(doc: Y.Doc) {
  return blockIdTreeOf(readRecordDoc(doc, fullCoreRegistry()).blocks);
}

describe.each(testDialects())(
  'records read for editing carry their blocks’ document ids (%s)',
  (dialect) => {
    let app: ListeningApp;

    const read = async (url: string) => {
      const answer = await app.t.request({ method: 'GET', url, session: app.admin });
      expect(answer.statusCode).toBe(200);
      return answer;
    };
    const join = (docPath: string) => app.join(docPath);
    const createPage = (title: string) => app.createPage(title, CONTENT);

    beforeAll(async () => {
      app = await startListeningApp(dialect, (fastify) => {
        fastify.post('/test/collab-publish', async (request) => {
          const { key } = request.body as { key: string };
          return fastify.collab.publishDocument(key, request);
        });
      });
    });

    afterAll(() => app.close());

    it('a record with no document yet gets the ids its document is then seeded with', async () => {
      const id = await createPage('Seeded ids');
      const page = (await read(`/wp-json/wp/v2/pages/${id}?context=edit`)).json();
      const ids = page[BLOCK_IDS_FIELD];
      expect(withBlockIds(parse(page.content.raw), ids)).not.toBeNull();
      expect(
        (await read(`/wp-json/wp/v2/pages/${id}?context=edit`)).json()[BLOCK_IDS_FIELD],
      ).toEqual(ids);

      const client = await join(`page/${id}`);
      expect(documentIds(client.peer.doc)).toEqual(ids);
    });

    it('after a save the record carries the document’s ids, a block added live included', async () => {
      const id = await createPage('Saved ids');
      const client = await join(`page/${id}`);
      const before = readRecordDoc(client.peer.doc, fullCoreRegistry());
      const added = parse('<!-- wp:paragraph --><p>Zero</p><!-- /wp:paragraph -->');
      applyLocalTree(
        client.peer.doc,
        { blocks: [...added, ...before.blocks] },
        'me',
        before,
        fullCoreRegistry(),
      );
      const live = documentIds(client.peer.doc);
      await waitFor(() => {
        const doc = app.t.fastify.collab.liveDoc(`page:${id}`)?.doc;
        return doc !== undefined && JSON.stringify(documentIds(doc)) === JSON.stringify(live);
      }, 'the added block on the server');
      const published = await app.t.request({
        method: 'POST',
        url: '/test/collab-publish',
        session: app.admin,
        payload: { key: `page:${id}` },
      });
      expect(published.statusCode).toBe(200);

      const page = await read(`/wp-json/wp/v2/pages/${id}?context=edit`);
      expect(page.headers.etag).toBe(published.json().version);
      expect(page.json()[BLOCK_IDS_FIELD]).toEqual(live);
      expect(withBlockIds(parse(page.json().content.raw), live)).not.toBeNull();
      // The blocks that were there keep the ids the record had before.
      expect((live ?? []).slice(1)).toEqual(documentIds(client.peer.doc)?.slice(1));

      const list = (await read('/wp-json/wp/v2/pages?context=edit&per_page=100')).json() as Record<
        string,
        unknown
      >[];
      expect(list.find((item) => item.id === id)?.[BLOCK_IDS_FIELD]).toEqual(live);
    });

    it('templates read for editing carry them too, and a read that does not edit does not', async () => {
      const templates = (await read('/wp-json/wp/v2/templates?context=edit')).json() as {
        id: string;
        slug: string;
        content: { raw: string };
        [BLOCK_IDS_FIELD]: unknown;
      }[];
      const index = templates.find((template) => template.slug === 'index');
      if (!index) throw new Error('the demo theme has no index template');
      expect(withBlockIds(parse(index.content.raw), index[BLOCK_IDS_FIELD])).not.toBeNull();
      const client = await join(`wp_template/${index.id}`);
      expect(documentIds(client.peer.doc)).toEqual(index[BLOCK_IDS_FIELD]);

      const viewed = (await read(`/wp-json/wp/v2/templates/${index.id}`)).json();
      expect(BLOCK_IDS_FIELD in viewed).toBe(false);
      const narrowed = (
        await read(`/wp-json/wp/v2/templates/${index.id}?context=edit&_fields=id`)
      ).json();
      expect(narrowed).toEqual({ id: index.id });
    });
  },
);
