import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { ApiError } from '../api-client';
import { createFakeRest } from '../fake-rest';
import {
  useDirtyRecords,
  useEntityBlocks,
  useEntityProp,
  useEntityRecord,
  useEntityRecordEdits,
  useEntityRecords,
  useUndoRedo,
} from './entity-hooks';

function TemplateList() {
  const { records, isResolving, totalItems } = useEntityRecords('postType', 'wp_template', {
    per_page: -1,
  });
  if (isResolving) return <p>Loading templates…</p>;
  return (
    <p>
      {records?.length} of {totalItems}
    </p>
  );
}

function LazyTemplateList({ enabled }: { enabled: boolean }) {
  const { records } = useEntityRecords('postType', 'wp_template', { per_page: -1 }, { enabled });
  return <p>{records ? `${records.length} read` : 'Not read'}</p>;
}

let titleRenders = 0;

/** Reads one field only: counts its renders. */
function TitleOnly({ id }: { id: number }) {
  const [title] = useEntityProp('postType', 'page', 'title', id);
  titleRenders += 1;
  return <p>Title: {String(title)}</p>;
}

/** Edits another field of the same record. */
function ExcerptField({ id }: { id: number }) {
  const [excerpt, setExcerpt] = useEntityProp('postType', 'page', 'excerpt', id);
  return (
    <input
      aria-label="Excerpt"
      value={typeof excerpt === 'string' ? excerpt : ''}
      onChange={(event) => setExcerpt(event.target.value)}
    />
  );
}

let dirtyRenders = 0;

/** Shows whether a record has edits: counts its renders. */
function DirtyFlag({ id }: { id: number }) {
  const { hasEdits } = useEntityRecordEdits('postType', 'page', id);
  dirtyRenders += 1;
  return <p>{hasEdits ? 'Has edits' : 'No edits'}</p>;
}

function PageTitle({ id }: { id: number }) {
  const { isResolving, error, hasEdits } = useEntityRecord('postType', 'page', id);
  const [title, setTitle] = useEntityProp('postType', 'page', 'title', id);
  const { canUndo, undo } = useUndoRedo();
  if (isResolving) return <p>Loading…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <>
      <input
        aria-label="Title"
        value={String(title)}
        onChange={(event) => setTitle(event.target.value)}
      />
      <p>{hasEdits ? 'dirty' : 'clean'}</p>
      <button type="button" disabled={!canUndo} onClick={undo}>
        Undo
      </button>
    </>
  );
}

const rest = () =>
  createFakeRest({
    'GET /wp/v2/templates': () => ({
      body: [{ id: 'loom//home' }, { id: 'loom//index' }],
      headers: { 'X-WP-TotalPages': '1' },
    }),
    'GET /wp/v2/pages/7': () => ({ body: { id: 7, title: { raw: 'About', rendered: 'About' } } }),
    'GET /wp/v2/templates/loom//home': () => ({
      body: {
        id: 'loom//home',
        content: { raw: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' },
      },
    }),
    'GET /wp/v2/pages/8': () => {
      throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
    },
  });

function renderWith(children: ReactNode) {
  const fake = rest();
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={fake.client}>
      {children}
    </EditorTestProviders>,
  );
  return fake;
}

describe('entity hooks', () => {
  afterEach(cleanup);

  it('read a list once, showing the loading text meanwhile', async () => {
    const fake = renderWith(
      <>
        <TemplateList />
        <TemplateList />
      </>,
    );
    expect(screen.getAllByText('Loading templates…')).toHaveLength(2);
    expect(await screen.findAllByText('2 of 2')).toHaveLength(2);
    expect(fake.seen).toHaveLength(1);
  });

  it('read nothing while a list is not enabled, then read it once enabled', async () => {
    const fake = rest();
    const view = (enabled: boolean) => (
      <EditorTestProviders bootstrap={testBootstrap()} client={fake.client}>
        <LazyTemplateList enabled={enabled} />
      </EditorTestProviders>
    );
    const { rerender } = render(view(false));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Not read')).toBeTruthy();
    expect(fake.seen).toHaveLength(0);
    rerender(view(true));
    expect(await screen.findByText('2 read')).toBeTruthy();
    expect(fake.seen).toHaveLength(1);
  });

  it('a component reading one field does not render again when another field is edited', async () => {
    renderWith(
      <>
        <TitleOnly id={7} />
        <ExcerptField id={7} />
      </>,
    );
    expect(await screen.findByText('Title: About')).toBeTruthy();
    const before = titleRenders;
    const excerpt = screen.getByRole('textbox', { name: 'Excerpt' });
    for (const text of ['A', 'A s', 'A short one']) {
      await act(async () => {
        fireEvent.change(excerpt, { target: { value: text } });
      });
    }
    expect((excerpt as HTMLInputElement).value).toBe('A short one');
    expect(titleRenders).toBe(before);
  });

  it('a component reading whether a record has edits renders once when typing makes it dirty', async () => {
    renderWith(
      <>
        <DirtyFlag id={7} />
        <ExcerptField id={7} />
      </>,
    );
    expect(await screen.findByText('No edits')).toBeTruthy();
    const before = dirtyRenders;
    const excerpt = screen.getByRole('textbox', { name: 'Excerpt' });
    for (const text of ['A', 'A s', 'A short one']) {
      await act(async () => {
        fireEvent.change(excerpt, { target: { value: text } });
      });
    }
    expect(screen.getByText('Has edits')).toBeTruthy();
    expect(dirtyRenders).toBe(before + 1);
  });

  it('edit a record through a prop, mark it dirty and undo it', async () => {
    renderWith(<PageTitle id={7} />);
    const input = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByText('clean')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'About us' } });
    expect(screen.getByText('dirty')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'About');
    expect(screen.getByText('clean')).toBeTruthy();
  });

  it('report a failed read', async () => {
    renderWith(<PageTitle id={8} />);
    expect(await screen.findByText('Invalid post ID.')).toBeTruthy();
  });
});

function BlockCount() {
  const [blocks, setBlocks] = useEntityBlocks('postType', 'wp_template', 'loom//home');
  const { dirtyRecords } = useDirtyRecords();
  return (
    <>
      <p>{`${blocks.length} blocks, ${dirtyRecords.length} dirty`}</p>
      <button type="button" onClick={() => setBlocks([...blocks, ...blocks])}>
        Duplicate
      </button>
    </>
  );
}

describe('useEntityBlocks', () => {
  afterEach(cleanup);

  it('parses the content into a tree and edits it as a tree', async () => {
    renderWith(<BlockCount />);
    expect(await screen.findByText('1 blocks, 0 dirty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(screen.getByText('2 blocks, 1 dirty')).toBeTruthy();
  });
});
