import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import { createFakeRest } from '../../data/fake-rest';
import { deleteTemplates, revertTemplate } from './template-operations';
import { templateFixture } from './testing/template-fixture';

const CUSTOM = '<!-- wp:paragraph --><p>Mine</p><!-- /wp:paragraph -->';
const THEME = '<!-- wp:paragraph --><p>Theme</p><!-- /wp:paragraph -->';

function record(source: string, content: string) {
  return {
    id: 'loom//home',
    type: 'wp_template',
    slug: 'home',
    source,
    has_theme_file: true,
    title: { raw: 'Blog Home', rendered: 'Blog Home' },
    content: { raw: content },
  };
}

describe('template operations', () => {
  it('clears customizations through the store and saves them back on undo', async () => {
    const { client, seen } = createFakeRest({
      'GET /wp/v2/templates/loom//home?context=edit&source=theme': () => ({
        body: record('theme', THEME),
      }),
      'GET /wp/v2/templates/loom//home': () => ({ body: record('custom', CUSTOM) }),
      'POST /wp/v2/templates/loom//home': (request) => {
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const content: unknown = Reflect.get(body, 'content');
        return {
          body:
            Reflect.get(body, 'source') === 'theme'
              ? record('theme', THEME)
              : record('custom', typeof content === 'string' ? content : ''),
        };
      },
    });
    const store = createEntityStore({ client });
    const ref = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
    await store.resolveRecord(ref);
    const item = templateFixture({ slug: 'home', source: 'custom', content: CUSTOM });

    await revertTemplate(client, store, item);
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([{ content: THEME, source: 'theme' }]);

    store.undo();
    await expect.poll(() => seen.filter((request) => request.method === 'POST').length).toBe(2);
    expect(seen.at(-1)?.body).toEqual({ content: CUSTOM });
  });

  it('asks for a reload when the theme version cannot be read', async () => {
    const { client } = createFakeRest({
      'GET /wp/v2/templates/loom//home?context=edit&source=theme': () => ({ body: null }),
    });
    const store = createEntityStore({ client });
    const item = templateFixture({ slug: 'home', source: 'custom' });
    await expect(revertTemplate(client, store, item)).rejects.toThrow(
      'Template revert failed. Please reload.',
    );
  });

  it('refuses to revert a template without a customisation', async () => {
    const { client, seen } = createFakeRest({});
    const store = createEntityStore({ client });
    await expect(revertTemplate(client, store, templateFixture({ slug: 'home' }))).rejects.toThrow(
      'This template is not revertable.',
    );
    expect(seen).toEqual([]);
  });

  it('deletes each template with force, settling them independently', async () => {
    const { client, seen } = createFakeRest({
      'DELETE /wp/v2/templates/loom//a': () => ({ body: { deleted: true } }),
      'DELETE /wp/v2/templates/loom//b': () => {
        throw new Error('gone');
      },
    });
    const store = createEntityStore({ client });
    const a = templateFixture({ slug: 'a' });
    const b = templateFixture({ slug: 'b' });
    const outcome = await deleteTemplates(client, store, [a, b]);
    expect(outcome.deleted).toEqual([a]);
    expect(outcome.errors).toHaveLength(1);
    expect(seen.map((request) => request.path)).toEqual([
      '/wp/v2/templates/loom//a?force=true',
      '/wp/v2/templates/loom//b?force=true',
    ]);
  });
});
