import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEntityStore } from '../../../data/entities/entity-store';
import { getEditedRecord } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { PageSummary } from './PageSummary';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const about = {
  id: 7,
  slug: 'about',
  status: 'publish',
  date: '2026-01-05T08:00:00',
  password: '',
  link: 'http://localhost/about/',
  template: '',
  title: { raw: 'About', rendered: 'About' },
};

const templates = [
  { slug: 'index', title: { raw: 'Index' }, is_custom: false, post_types: [] },
  { slug: 'page', title: { raw: 'Pages' }, is_custom: false, post_types: [] },
  {
    slug: 'page-no-title',
    title: { raw: 'Page without title' },
    is_custom: true,
    post_types: ['page'],
  },
  {
    slug: 'single-with-sidebar',
    title: { raw: 'Post with sidebar' },
    is_custom: true,
    post_types: ['post'],
  },
].map((template) => ({ ...template, id: `loom//${template.slug}`, type: 'wp_template' }));

async function setUp(
  record: object = about,
  ref: RecordRef = PAGE,
  onEditTemplate?: () => void,
  site: object = { show_on_front: 'page', page_on_front: 2, page_for_posts: 3 },
) {
  const rest = createFakeRest({
    'GET /wp/v2/pages/7': () => ({ body: record }),
    'GET /wp/v2/templates': () => ({ body: templates, headers: { 'X-WP-TotalPages': '1' } }),
    'GET /wp/v2/settings': () => ({ body: site }),
  });
  const store = createEntityStore({ client: rest.client });
  await store.resolveRecord(PAGE);
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <PageSummary record={ref} onEditTemplate={onEditTemplate} />
    </EditorTestProviders>,
  );
  const edited = () => getEditedRecord(store.getState(), PAGE) ?? {};
  return { store, edited };
}

const summary = () => screen.getByRole('region', { name: 'Summary' });
const statusButton = () => within(summary()).getByRole('button', { name: /^Change status: / });
const templateButton = () =>
  within(summary()).findByRole('button', { name: /^Change template: (?!Default)/ });
const dateButton = () => within(summary()).getByRole('button', { name: /^Change publish date: / });

async function chooseStatus(label: string) {
  if (statusButton().getAttribute('aria-expanded') !== 'true') fireEvent.click(statusButton());
  await act(async () => {
    fireEvent.click(within(summary()).getByRole('radio', { name: label }));
  });
}

describe('the page summary', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows status, publish date, password, link and template of the page', async () => {
    await setUp();
    expect(statusButton().textContent).toBe('Published');
    expect(dateButton().textContent).toBe('January 5, 2026 at 8:00 AM');
    expect(within(summary()).getByRole('checkbox', { name: 'Password protected' })).toBeTruthy();
    expect(within(summary()).queryByRole('textbox', { name: 'Password' })).toBeNull();
    expect(within(summary()).getByRole('link', { name: '/about/' }).getAttribute('href')).toBe(
      'http://localhost/about/',
    );
    expect((await templateButton()).textContent).toBe('Pages');
  });

  it('shows nothing for a record that is not a page', async () => {
    await setUp(about, { kind: 'postType', name: 'wp_template', id: 'loom//home' });
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('offers the five statuses with their descriptions; a choice is one undo step', async () => {
    const { store, edited } = await setUp();
    fireEvent.click(statusButton());
    expect(statusButton().getAttribute('aria-expanded')).toBe('true');
    const radios = within(summary()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'draft',
      'pending',
      'private',
      'future',
      'publish',
    ]);
    const draft = within(summary()).getByRole('radio', { name: 'Draft' });
    expect(document.getElementById(draft.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not ready to publish',
    );
    expect(
      (within(summary()).getByRole('radio', { name: 'Published' }) as HTMLInputElement).checked,
    ).toBe(true);

    await chooseStatus('Draft');
    expect(edited().status).toBe('draft');
    expect(statusButton().textContent).toBe('Draft');
    await chooseStatus('Pending');
    expect(statusButton().textContent).toBe('Pending');
    act(() => store.undo());
    expect(statusButton().textContent).toBe('Draft');
    act(() => store.undo());
    expect(statusButton().textContent).toBe('Published');
  });

  it('opening the statuses focuses the checked one; Escape closes them, back on the button', async () => {
    await setUp();
    fireEvent.click(statusButton());
    expect(document.activeElement).toBe(
      within(summary()).getByRole('radio', { name: 'Published' }),
    );
    const radio = within(summary()).getByRole('radio', { name: 'Draft' });
    radio.focus();
    fireEvent.keyDown(radio, { key: 'Escape' });
    expect(within(summary()).queryByRole('radio')).toBeNull();
    expect(statusButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(statusButton());
    fireEvent.click(statusButton());
    fireEvent.keyDown(statusButton(), { key: 'Escape' });
    expect(within(summary()).queryByRole('radio')).toBeNull();
  });

  it('Scheduled without a future date is dated a week ahead', async () => {
    const { edited } = await setUp();
    await chooseStatus('Scheduled');
    expect(edited()).toMatchObject({ status: 'future', date: '2026-03-17T12:00:00' });
    expect(dateButton().textContent).toBe('March 17, 2026 at 12:00 PM');
  });

  it('Published clears a future date: the page is published immediately', async () => {
    const { edited } = await setUp({ ...about, status: 'future', date: '2026-04-01T09:00:00' });
    expect(statusButton().textContent).toBe('Scheduled');
    await chooseStatus('Published');
    expect(edited()).toMatchObject({ status: 'publish', date: null });
    expect(dateButton().textContent).toBe('Immediately');
  });

  it('a typed password protects the page; unticking clears it', async () => {
    const { edited } = await setUp();
    await act(async () => {
      fireEvent.click(within(summary()).getByRole('checkbox', { name: 'Password protected' }));
    });
    const field = within(summary()).getByRole('textbox', { name: 'Password' });
    expect(edited().password).toBe('');
    await act(async () => {
      fireEvent.change(field, { target: { value: 'open sesame' } });
    });
    expect(edited().password).toBe('open sesame');
    expect(statusButton().textContent).toBe('Password protected');
    await act(async () => {
      fireEvent.click(within(summary()).getByRole('checkbox', { name: 'Password protected' }));
    });
    expect(edited().password).toBe('');
    expect(within(summary()).queryByRole('textbox', { name: 'Password' })).toBeNull();
    expect(statusButton().textContent).toBe('Published');
  });

  it('Private hides the password fieldset and removes the password', async () => {
    const { edited } = await setUp({ ...about, password: 'open sesame' });
    expect(statusButton().textContent).toBe('Password protected');
    expect(within(summary()).getByRole('textbox', { name: 'Password' })).toBeTruthy();
    await chooseStatus('Private');
    expect(edited()).toMatchObject({ status: 'private', password: '' });
    expect(within(summary()).queryByRole('group', { name: 'Password' })).toBeNull();
    await chooseStatus('Published');
    const checkbox = within(summary()).getByRole('checkbox', { name: 'Password protected' });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
  });

  it('a typed date is the publish date; Now clears it', async () => {
    const { edited } = await setUp({ ...about, status: 'draft' });
    fireEvent.click(dateButton());
    const input = within(summary()).getByLabelText('Publish date') as HTMLInputElement;
    expect(input.value).toBe('2026-01-05T08:00');
    await act(async () => {
      fireEvent.change(input, { target: { value: '2026-05-02T14:30' } });
    });
    expect(edited().date).toBe('2026-05-02T14:30:00');
    expect(dateButton().textContent).toBe('May 2, 2026 at 2:30 PM');
    await act(async () => {
      fireEvent.click(within(summary()).getByRole('button', { name: 'Now' }));
    });
    expect(edited().date).toBeNull();
    expect(dateButton().textContent).toBe('Immediately');
  });

  it('switches the template from a dialog: one undo step; the default comes back', async () => {
    const { store, edited } = await setUp();
    fireEvent.click(await templateButton());
    expect(screen.queryByRole('menuitem', { name: 'Edit template' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Use default template' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change template' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a template' });
    const choices = within(dialog).getAllByRole('button');
    expect(
      choices.filter((button) => button.hasAttribute('aria-pressed')).map((b) => b.textContent),
    ).toEqual([
      'Default templateThe theme’s “Pages” template.',
      'Page without titlepage-no-title',
      'Pagespage',
    ]);
    expect(
      within(dialog).getByRole('button', { name: 'Default template' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Page without title' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edited().template).toBe('page-no-title');
    expect((await templateButton()).textContent).toBe('Page without title');

    act(() => store.undo());
    expect(edited().template).toBe('');
    expect((await templateButton()).textContent).toBe('Pages');
    act(() => store.redo());
    expect(edited().template).toBe('page-no-title');

    fireEvent.click(await templateButton());
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Use default template' }));
    });
    expect(edited().template).toBe('');
    expect((await templateButton()).textContent).toBe('Pages');
  });

  it('offers Edit template when the canvas can open it', async () => {
    const onEditTemplate = vi.fn();
    await setUp(about, PAGE, onEditTemplate);
    fireEvent.click(await templateButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit template' }));
    expect(onEditTemplate).toHaveBeenCalledTimes(1);
  });

  it('keeps the front page on its template: nothing to switch', async () => {
    await setUp(about, PAGE, undefined, { show_on_front: 'page', page_on_front: 7 });
    await waitFor(() => {
      expect(within(summary()).queryByRole('button', { name: /^Change template:/ })).toBeNull();
      expect(within(summary()).getByText('Pages').tagName).toBe('DIV');
    });
  });
});
