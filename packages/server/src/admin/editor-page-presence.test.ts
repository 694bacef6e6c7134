import { afterEach, describe, expect, it } from 'vitest';
import type { Capability } from '../auth/capabilities.js';
import type { AuthState } from '../auth/current-user.js';
import type { DocumentPresence } from '../collab/presence-store.js';
import {
  pagePresence,
  presenceElement,
  presenceKinds,
  presenceReadPath,
} from './editor-page-presence.js';

const at = (query: string) => new URLSearchParams(query);

function userWith(capabilities: Capability[]): AuthState {
  return {
    user: {
      id: 1,
      username: 'someone',
      email: 'someone@example.test',
      displayName: 'Someone',
      slug: 'someone',
      role: 'custom',
      capabilities: new Set(capabilities),
    },
    method: 'cookie',
    session: null,
  };
}

/** A presence store holding `open` (kind → documents), remembering the kinds asked for. */
function storeOf(open: Record<string, DocumentPresence[]>) {
  const asked: string[] = [];
  return {
    asked,
    openDocuments: async (kind: string) => {
      asked.push(kind);
      return open[kind] ?? [];
    },
  };
}

const ORIGIN = 'http://site.test';
const editingPage: DocumentPresence = {
  docKey: 'page:12',
  users: [{ id: 7, name: 'Ada Editor', slug: 'ada' }],
};

describe('presenceKinds', () => {
  it('names the kinds each list screen shows in its rows', () => {
    expect(presenceKinds(at('p=/page'))).toEqual(['page']);
    expect(presenceKinds(at('p=/pages'))).toEqual(['page']);
    expect(presenceKinds(at('p=/pages&activeView=drafts'))).toEqual(['page']);
    expect(presenceKinds(at('p=/wp_template/all'))).toEqual(['wp_template']);
    expect(presenceKinds(at('p=/wp_template_part/all/'))).toEqual(['wp_template_part']);
    expect(presenceKinds(at('p=/navigation'))).toEqual(['wp_navigation']);
    expect(presenceKinds(at('p=/patterns'))).toEqual(['wp_block']);
    expect(
      presenceKinds(at('p=/patterns&categoryType=wp_template_part&categoryId=header')),
    ).toEqual(['wp_template_part']);
  });

  it("names the kind of the record the editing canvas opens (its header's people)", () => {
    expect(presenceKinds(at('p=/page/12&canvas=edit'))).toEqual(['page']);
    expect(presenceKinds(at('p=/wp_template/loom/index&canvas=edit'))).toEqual(['wp_template']);
    expect(presenceKinds(at('p=/wp_template_part/loom/header&canvas=edit'))).toEqual([
      'wp_template_part',
    ]);
    expect(presenceKinds(at('p=/wp_block/9&canvas=edit'))).toEqual(['wp_block']);
    expect(presenceKinds(at('p=/wp_navigation/7&canvas=edit'))).toEqual(['wp_navigation']);
    expect(presenceKinds(at('p=/navigation/wp_navigation/7&canvas=edit'))).toEqual([
      'wp_navigation',
    ]);
  });

  it('names none for screens without a list of records or a record to edit', () => {
    expect(presenceKinds(at(''))).toEqual([]);
    expect(presenceKinds(at('p=/wp_template'))).toEqual([]);
    expect(presenceKinds(at('p=/wp_global_styles'))).toEqual([]);
    expect(presenceKinds(at('p=/page/12'))).toEqual([]);
    expect(presenceKinds(at('p=/page&canvas=edit'))).toEqual([]);
    expect(presenceKinds(at('p=/post/3&canvas=edit'))).toEqual([]);
  });
});

describe('pagePresence', () => {
  const before = process.env.ATELIER_COLLAB;
  afterEach(() => {
    if (before === undefined) delete process.env.ATELIER_COLLAB;
    else process.env.ATELIER_COLLAB = before;
  });

  it('answers what the endpoint answers, by the path the editor reads it at', async () => {
    process.env.ATELIER_COLLAB = 'on';
    const store = storeOf({ page: [editingPage] });
    const answers = await pagePresence(store, userWith(['edit_pages']), ORIGIN, ['page'], 0);
    expect(answers).toEqual({
      '/atelier/v1/collab-presence?kind=page': [
        {
          docKey: 'page:12',
          users: [
            { id: 7, name: 'Ada Editor', avatar: `${ORIGIN}/wp-content/avatars/ada.svg?s=48` },
          ],
        },
      ],
    });
  });

  it('answers an empty list for a kind nobody has open (the list then shows nobody)', async () => {
    process.env.ATELIER_COLLAB = 'on';
    const answers = await pagePresence(
      storeOf({}),
      userWith(['edit_posts']),
      ORIGIN,
      ['wp_block'],
      0,
    );
    expect(answers).toEqual({ [presenceReadPath('wp_block')]: [] });
  });

  it('leaves out the kinds the user may not edit, without reading them', async () => {
    process.env.ATELIER_COLLAB = 'on';
    const store = storeOf({ page: [editingPage] });
    const themeOnly = userWith(['edit_theme_options']);
    expect(await pagePresence(store, themeOnly, ORIGIN, ['page'], 0)).toEqual({});
    expect(await pagePresence(store, themeOnly, ORIGIN, ['wp_template'], 0)).toEqual({
      [presenceReadPath('wp_template')]: [],
    });
    expect(store.asked).toEqual(['wp_template']);
  });

  it('reads nothing while co-editing is off', async () => {
    process.env.ATELIER_COLLAB = 'off';
    const store = storeOf({ page: [editingPage] });
    expect(await pagePresence(store, userWith(['edit_pages']), ORIGIN, ['page'], 0)).toEqual({});
    expect(store.asked).toEqual([]);
  });
});

describe('presenceElement', () => {
  it('is nothing when there are no answers', () => {
    expect(presenceElement({})).toBe('');
  });

  it('holds the answers as JSON no name in them can close', () => {
    const element = presenceElement({
      [presenceReadPath('page')]: [
        { docKey: 'page:1', users: [{ id: 2, name: '</script><b>', avatar: '' }] },
      ],
    });
    expect(element).toMatch(/^<script type="application\/json" id="atelier-presence">/);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = element.replace(/^<script[^>]*>/, '').replace(/<\/script>\n$/, '');
    expect(JSON.parse(json)).toEqual({
      '/atelier/v1/collab-presence?kind=page': [
        { docKey: 'page:1', users: [{ id: 2, name: '</script><b>', avatar: '' }] },
      ],
    });
  });
});
