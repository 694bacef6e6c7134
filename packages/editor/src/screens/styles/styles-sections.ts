/**
 * The screens of the Styles sidebar (spec 3 §2) and their paths inside it, kept in the
 * location's `section` parameter (`section=/typography/heading`), as WordPress keeps its
 * navigator path: a reload or a shared link opens the same screen.
 */

import { PRESET_ORIGINS, type PresetOrigin } from '@atelier/theme-json';
import {
  type BlocksScreen,
  blocksParent,
  blocksSectionOf,
  parseBlocksSection,
} from './block-sections';

/** The elements of Typography → Elements, in the order listed. */
export const TYPOGRAPHY_ELEMENTS = ['text', 'link', 'heading', 'caption', 'button'] as const;
export type TypographyElement = (typeof TYPOGRAPHY_ELEMENTS)[number];

export type StylesScreen =
  | { kind: 'root' }
  | { kind: 'typography' }
  | { kind: 'typography-element'; element: TypographyElement }
  | { kind: 'font-sizes' }
  | { kind: 'font-size'; origin: PresetOrigin; slug: string }
  | { kind: 'colors' }
  | { kind: 'palette' }
  | { kind: 'layout' }
  | { kind: 'css' }
  | { kind: 'variations' }
  | { kind: 'revisions' }
  | BlocksScreen;

function isElement(value: string | undefined): value is TypographyElement {
  return TYPOGRAPHY_ELEMENTS.some((element) => element === value);
}

function isOrigin(value: string | undefined): value is PresetOrigin {
  return PRESET_ORIGINS.some((origin) => origin === value);
}

function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}

/** `/typography/font-sizes/{origin}/{slug}`: one font size preset's screen. */
function parseFontSizeSection(path: string): StylesScreen | undefined {
  const [first, second, origin, slug, ...rest] = path.slice(1).split('/');
  if (first !== 'typography' || second !== 'font-sizes' || rest.length > 0) return undefined;
  const name = decoded(slug);
  return isOrigin(origin) && name !== '' ? { kind: 'font-size', origin, slug: name } : undefined;
}

const SIMPLE: Record<string, StylesScreen> = {
  '/typography': { kind: 'typography' },
  '/typography/font-sizes': { kind: 'font-sizes' },
  '/colors': { kind: 'colors' },
  '/colors/palette': { kind: 'palette' },
  '/layout': { kind: 'layout' },
  '/css': { kind: 'css' },
  '/variations': { kind: 'variations' },
  '/revisions': { kind: 'revisions' },
};

function normalise(section: string | undefined): string {
  return `/${(section ?? '').replace(/^\/+|\/+$/g, '')}`;
}

/** The screen a section names; anything unknown is the root. */
export function parseSection(section: string | undefined): StylesScreen {
  const path = normalise(section);
  const simple = SIMPLE[path];
  if (simple !== undefined) return simple;
  const blocks = parseBlocksSection(path) ?? parseFontSizeSection(path);
  if (blocks !== undefined) return blocks;
  const [first, element, ...rest] = path.slice(1).split('/');
  if (first === 'typography' && isElement(element) && rest.length === 0) {
    return { kind: 'typography-element', element };
  }
  return { kind: 'root' };
}

/** The section of a screen, undefined for the root (no parameter). */
export function sectionOf(screen: StylesScreen): string | undefined {
  switch (screen.kind) {
    case 'root':
      return undefined;
    case 'typography-element':
      return `/typography/${screen.element}`;
    case 'font-sizes':
      return '/typography/font-sizes';
    case 'font-size':
      return `/typography/font-sizes/${screen.origin}/${encodeURIComponent(screen.slug)}`;
    case 'palette':
      return '/colors/palette';
    case 'blocks':
    case 'block':
      return blocksSectionOf(screen);
    default:
      return `/${screen.kind}`;
  }
}

/** The screen one level up, where Back leads. */
export function parentScreen(screen: StylesScreen): StylesScreen {
  switch (screen.kind) {
    case 'typography-element':
    case 'font-sizes':
      return { kind: 'typography' };
    case 'font-size':
      return { kind: 'font-sizes' };
    case 'palette':
      return { kind: 'colors' };
    case 'blocks':
    case 'block':
      return blocksParent(screen) ?? { kind: 'root' };
    default:
      return { kind: 'root' };
  }
}
