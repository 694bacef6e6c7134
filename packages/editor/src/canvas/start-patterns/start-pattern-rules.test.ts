import { describe, expect, it } from 'vitest';
import { rememberSkip, type SkipStorage, wasSkipped } from './skipped-start-patterns';
import {
  guidesBefore,
  isStartable,
  offersStartPatterns,
  startPatternKind,
} from './start-pattern-rules';

const EMPTY = { content: '', hasEdits: false, guidesOff: true, skipped: false };

function memoryStorage(): SkipStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("'Choose a pattern' rules", () => {
  it('is for templates and pages only', () => {
    expect(startPatternKind({ kind: 'postType', name: 'wp_template', id: 'loom//x' })).toBe(
      'template',
    );
    expect(startPatternKind({ kind: 'postType', name: 'page', id: '4' })).toBe('content');
    expect(startPatternKind({ kind: 'postType', name: 'wp_template_part', id: 'a' })).toBeNull();
    expect(startPatternKind({ kind: 'postType', name: 'wp_block', id: '3' })).toBeNull();
  });

  it('starts any template, and a page only while it is a new draft', () => {
    expect(isStartable('template', 'publish')).toBe(true);
    expect(isStartable('content', 'draft')).toBe(true);
    expect(isStartable('content', 'publish')).toBe(false);
    expect(isStartable('content', undefined)).toBe(false);
  });

  it('waits for the site editor guide and the guide of what is edited', () => {
    expect(guidesBefore('template')).toEqual(['welcomeGuide', 'welcomeGuideTemplate']);
    expect(guidesBefore('content')).toEqual(['welcomeGuide', 'welcomeGuidePage']);
  });

  it('opens for an empty record with no edits once the guides are off, unless skipped', () => {
    expect(offersStartPatterns(EMPTY)).toBe(true);
    expect(offersStartPatterns({ ...EMPTY, content: '  \n' })).toBe(true);
    expect(offersStartPatterns({ ...EMPTY, content: '<!-- wp:paragraph /-->' })).toBe(false);
    expect(offersStartPatterns({ ...EMPTY, content: undefined })).toBe(false);
    expect(offersStartPatterns({ ...EMPTY, hasEdits: true })).toBe(false);
    expect(offersStartPatterns({ ...EMPTY, guidesOff: false })).toBe(false);
    expect(offersStartPatterns({ ...EMPTY, skipped: true })).toBe(false);
  });

  it('remembers Skip per record, and survives a broken storage value', () => {
    const storage = memoryStorage();
    const template = { kind: 'postType', name: 'wp_template', id: 'loom//blank' };
    const page = { kind: 'postType', name: 'page', id: '9' };
    expect(wasSkipped(template, storage)).toBe(false);
    rememberSkip(template, storage);
    rememberSkip(template, storage);
    expect(wasSkipped(template, storage)).toBe(true);
    expect(wasSkipped(page, storage)).toBe(false);
    expect(JSON.parse([...storage.values.values()][0] ?? '[]')).toHaveLength(1);

    storage.values.set([...storage.values.keys()][0] ?? '', '{not json');
    expect(wasSkipped(template, storage)).toBe(false);
    expect(wasSkipped(template, null)).toBe(false);
  });
});
