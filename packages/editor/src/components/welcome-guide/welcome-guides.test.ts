import { describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import {
  type GuideSituation,
  guideFor,
  guideToShow,
  PAGE_GUIDE,
  WELCOME_GUIDES,
  type WelcomeGuideDefinition,
} from './welcome-guides';

const PAGE: RecordRef = Object.freeze({ kind: 'postType', name: 'page', id: '7' });
const TEMPLATE: RecordRef = Object.freeze({
  kind: 'postType',
  name: 'wp_template',
  id: 'loom//page',
});

const preferences =
  (values: Record<string, unknown>) =>
  (scope: string, name: string): unknown =>
    scope === EDIT_SITE_SCOPE ? values[name] : undefined;
const editing = (record: RecordRef | null): GuideSituation => ({ canvas: 'edit', record });

describe('guideToShow', () => {
  it('shows Editing a page for a page in edit mode until it is dismissed', () => {
    expect(guideToShow(WELCOME_GUIDES, editing(PAGE), preferences({}))).toBe(PAGE_GUIDE);
    expect(
      guideToShow(WELCOME_GUIDES, editing(PAGE), preferences({ welcomeGuidePage: true })),
    ).toBe(PAGE_GUIDE);
    expect(
      guideToShow(WELCOME_GUIDES, editing(PAGE), preferences({ welcomeGuidePage: false })),
    ).toBeNull();
  });

  it('shows nothing in view mode, on a template or on a list', () => {
    const none = preferences({});
    expect(guideToShow(WELCOME_GUIDES, { canvas: 'view', record: PAGE }, none)).toBeNull();
    expect(guideToShow(WELCOME_GUIDES, editing(TEMPLATE), none)).toBeNull();
    expect(guideToShow(WELCOME_GUIDES, editing(null), none)).toBeNull();
  });

  it('shows the first guide that applies and is not dismissed', () => {
    const everywhere: WelcomeGuideDefinition = {
      ...PAGE_GUIDE,
      preference: 'welcomeGuide',
      appliesTo: (situation) => situation.canvas === 'edit',
    };
    const guides = [everywhere, PAGE_GUIDE];
    expect(guideToShow(guides, editing(PAGE), preferences({}))).toBe(everywhere);
    expect(guideToShow(guides, editing(PAGE), preferences({ welcomeGuide: false }))).toBe(
      PAGE_GUIDE,
    );
    expect(guideToShow(guides, editing(TEMPLATE), preferences({ welcomeGuide: false }))).toBe(null);
  });
});

describe('guideFor', () => {
  it('finds the page guide for a page in edit mode, dismissed or not', () => {
    expect(guideFor(WELCOME_GUIDES, editing(PAGE))).toBe(PAGE_GUIDE);
    expect(guideFor(WELCOME_GUIDES, editing(TEMPLATE))).toBeNull();
  });
});

describe('the Editing a page guide', () => {
  it('is one page ending with Continue, kept in welcomeGuidePage', () => {
    expect(PAGE_GUIDE.preference).toBe('welcomeGuidePage');
    expect(PAGE_GUIDE.finishLabel).toBe('Continue');
    expect(PAGE_GUIDE.pages.map((page) => page.heading)).toEqual(['Editing a page']);
  });
});
