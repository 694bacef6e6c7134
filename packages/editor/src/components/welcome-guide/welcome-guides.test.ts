import { describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import {
  EDITOR_GUIDE,
  type GuideSituation,
  guidesToReopen,
  guideToShow,
  PAGE_GUIDE,
  TEMPLATE_GUIDE,
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

const seen = { welcomeGuide: false };

describe('guideToShow', () => {
  it('shows Welcome to the site editor first, on any screen, until it is dismissed', () => {
    const none = preferences({});
    expect(guideToShow(WELCOME_GUIDES, { canvas: 'view', record: null }, none)).toBe(EDITOR_GUIDE);
    expect(guideToShow(WELCOME_GUIDES, editing(PAGE), none)).toBe(EDITOR_GUIDE);
    expect(guideToShow(WELCOME_GUIDES, editing(TEMPLATE), none)).toBe(EDITOR_GUIDE);
    expect(guideToShow(WELCOME_GUIDES, { canvas: 'view', record: null }, preferences(seen))).toBe(
      null,
    );
  });

  it('shows Editing a page for a page in edit mode until it is dismissed', () => {
    expect(guideToShow(WELCOME_GUIDES, editing(PAGE), preferences(seen))).toBe(PAGE_GUIDE);
    expect(
      guideToShow(WELCOME_GUIDES, editing(PAGE), preferences({ ...seen, welcomeGuidePage: true })),
    ).toBe(PAGE_GUIDE);
    expect(
      guideToShow(WELCOME_GUIDES, editing(PAGE), preferences({ ...seen, welcomeGuidePage: false })),
    ).toBeNull();
  });

  it('shows Editing a template for a template in edit mode until it is dismissed', () => {
    expect(guideToShow(WELCOME_GUIDES, editing(TEMPLATE), preferences(seen))).toBe(TEMPLATE_GUIDE);
    expect(
      guideToShow(
        WELCOME_GUIDES,
        editing(TEMPLATE),
        preferences({ ...seen, welcomeGuideTemplate: false }),
      ),
    ).toBeNull();
  });

  it('shows neither edit guide in view mode or on a list', () => {
    const none = preferences(seen);
    expect(guideToShow(WELCOME_GUIDES, { canvas: 'view', record: PAGE }, none)).toBeNull();
    expect(guideToShow(WELCOME_GUIDES, { canvas: 'view', record: TEMPLATE }, none)).toBeNull();
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

describe('guidesToReopen', () => {
  it('reopens the site editor guide, and the guide of what is edited after it', () => {
    expect(guidesToReopen(WELCOME_GUIDES, editing(PAGE))).toEqual([EDITOR_GUIDE, PAGE_GUIDE]);
    expect(guidesToReopen(WELCOME_GUIDES, editing(TEMPLATE))).toEqual([
      EDITOR_GUIDE,
      TEMPLATE_GUIDE,
    ]);
    expect(guidesToReopen(WELCOME_GUIDES, { canvas: 'view', record: null })).toEqual([
      EDITOR_GUIDE,
    ]);
  });
});

describe('the guides', () => {
  it('Welcome to the site editor is one page ending with Get started, kept in welcomeGuide', () => {
    expect(EDITOR_GUIDE.preference).toBe('welcomeGuide');
    expect(EDITOR_GUIDE.finishLabel).toBe('Get started');
    expect(EDITOR_GUIDE.pages.map((page) => page.heading)).toEqual(['Welcome to the site editor']);
  });

  it('Editing a template ends with Continue, kept in welcomeGuideTemplate', () => {
    expect(TEMPLATE_GUIDE.preference).toBe('welcomeGuideTemplate');
    expect(TEMPLATE_GUIDE.finishLabel).toBe('Continue');
  });

  it('Editing a page is one page ending with Continue, kept in welcomeGuidePage', () => {
    expect(PAGE_GUIDE.preference).toBe('welcomeGuidePage');
    expect(PAGE_GUIDE.finishLabel).toBe('Continue');
    expect(PAGE_GUIDE.pages.map((page) => page.heading)).toEqual(['Editing a page']);
  });
});
