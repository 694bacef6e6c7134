import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE,
  type RecordRef,
  recordKey,
  type StoreState,
} from '../../data/entities/store-state';
import { publishOnSaveEdits } from './publish-on-save';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const MENU: RecordRef = { kind: 'postType', name: 'wp_navigation', id: '3' };
const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };

function stateWith(
  ref: RecordRef,
  status: string | undefined,
  edits?: Readonly<Record<string, unknown>>,
): StoreState {
  const key = recordKey(ref);
  return Object.freeze({
    ...EMPTY_STATE,
    records: {
      [key]: { record: status === undefined ? { id: 7 } : { id: 7, status }, etag: null },
    },
    edits: edits === undefined ? {} : { [key]: edits },
  });
}

describe('publishOnSaveEdits (spec 1 §4.4)', () => {
  it('publishes a draft page or menu whose status was not edited', () => {
    expect(publishOnSaveEdits(stateWith(PAGE, 'draft', { title: 'About us' }), PAGE)).toEqual({
      status: 'publish',
    });
    expect(publishOnSaveEdits(stateWith(MENU, 'draft', { content: '' }), MENU)).toEqual({
      status: 'publish',
    });
    expect(publishOnSaveEdits(stateWith(PAGE, undefined, { title: 'x' }), PAGE)).toEqual({
      status: 'publish',
    });
  });

  it('keeps a status chosen in the summary, whatever it is', () => {
    for (const status of ['draft', 'pending', 'private', 'future', 'publish']) {
      expect(publishOnSaveEdits(stateWith(PAGE, 'publish', { status }), PAGE)).toBeNull();
      expect(publishOnSaveEdits(stateWith(PAGE, 'draft', { status }), PAGE)).toBeNull();
    }
  });

  it('keeps a saved private, pending or scheduled status (a content edit does not publish it)', () => {
    for (const status of ['private', 'pending', 'future']) {
      expect(publishOnSaveEdits(stateWith(PAGE, status, { title: 'x' }), PAGE)).toBeNull();
    }
  });

  it('adds nothing to records that are not published on save', () => {
    expect(publishOnSaveEdits(stateWith(TEMPLATE, 'draft', { title: 'x' }), TEMPLATE)).toBeNull();
  });
});
