import { spacedWords } from './readable-value';
import { type BlockTitle, blockLabel, elementLabel } from './style-labels';

/** Where a changed value lives, as a person reads it ('Text › Color'), and its group's rank. */
export interface ChangedValueWhere {
  readonly where: string;
  /** Site-wide styles, then elements, then blocks, then settings (the list's order). */
  readonly rank: number;
}

/** The separator of the parts of a place: 'Button block › Background'. */
export const WHERE_SEPARATOR = ' › ';

/** Style properties by the names the Styles panels give them (`group.property` or `group`). */
const PROPERTY_LABELS: Readonly<Record<string, string>> = {
  'color.text': 'Color',
  'color.background': 'Background',
  'color.gradient': 'Gradient',
  'typography.fontFamily': 'Font',
  'typography.fontSize': 'Font size',
  'typography.fontStyle': 'Font style',
  'typography.fontWeight': 'Font weight',
  'typography.lineHeight': 'Line height',
  'typography.letterSpacing': 'Letter spacing',
  'typography.textTransform': 'Letter case',
  'typography.textDecoration': 'Decoration',
  'typography.textColumns': 'Columns',
  'typography.writingMode': 'Orientation',
  'spacing.padding': 'Padding',
  'spacing.margin': 'Margin',
  'spacing.blockGap': 'Block spacing',
  'dimensions.minHeight': 'Minimum height',
  'dimensions.aspectRatio': 'Aspect ratio',
  'border.color': 'Border color',
  'border.width': 'Border width',
  'border.style': 'Border style',
  'border.radius': 'Radius',
  'filter.duotone': 'Duotone',
  shadow: 'Shadow',
  css: 'Additional CSS',
};

/** The site-wide styles by the Styles screen that edits them: Typography → Text, Layout… */
const ROOT_SUBJECTS: Readonly<Record<string, string>> = {
  'color.text': 'Text',
  'color.background': 'Background',
  'color.gradient': 'Background',
  typography: 'Text',
  spacing: 'Layout',
  dimensions: 'Layout',
};

/** Root values whose place is the subject alone ('Background › Color', not '… › Background'). */
const ROOT_PROPERTIES: Readonly<Record<string, string>> = {
  'color.background': 'Color',
  'color.gradient': 'Gradient',
};

/** Preset lists of the settings, by origin: 'Palette › Custom colors'. */
const PRESET_LISTS: Readonly<Record<string, readonly [string, string]>> = {
  'color.palette': ['Palette', 'colors'],
  'color.gradients': ['Palette', 'gradients'],
  'color.duotone': ['Duotone', 'filters'],
  'typography.fontSizes': ['Font sizes', 'sizes'],
  'typography.fontFamilies': ['Fonts', 'fonts'],
  'spacing.spacingSizes': ['Spacing sizes', 'sizes'],
  'shadow.presets': ['Shadows', 'shadows'],
};

const ORIGIN_LABELS: Readonly<Record<string, string>> = {
  custom: 'Custom',
  theme: 'Theme',
  default: 'Default',
};

/** Other settings people meet on the Styles screens. */
const SETTING_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  'layout.contentSize': ['Layout', 'Content width'],
  'layout.wideSize': ['Layout', 'Wide width'],
};

const RANK = { root: 0, elements: 1, blocks: 2, settings: 3 } as const;

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'padding top' from ['spacing', 'padding', 'top']: the panel's name, then what is left. */
function propertyLabel(path: readonly string[]): string {
  for (const length of [2, 1]) {
    const label = PROPERTY_LABELS[path.slice(0, length).join('.')];
    if (label !== undefined) {
      const rest = path.slice(length).map(spacedWords);
      return [label, ...rest].join(' ');
    }
  }
  return capitalised(path.map(spacedWords).join(' '));
}

/** The parts naming a styles node's property, within the subjects above it. */
function styleParts(path: readonly string[], subjects: readonly string[]): string[] {
  const [key, name, ...rest] = path;
  if (key === 'elements' && name !== undefined) {
    return styleParts(rest, [...subjects, elementLabel(name)]);
  }
  if (key === 'variations' && name !== undefined) {
    const last = subjects.at(-1) ?? 'Site';
    return styleParts(rest, [...subjects.slice(0, -1), `${last} (${capitalised(name)})`]);
  }
  if (key?.startsWith(':') && subjects.length > 0) {
    const last = subjects.at(-1) ?? '';
    return styleParts(path.slice(1), [...subjects.slice(0, -1), `${last} (${spacedWords(key)})`]);
  }
  if (subjects.length > 0) return [...subjects, propertyLabel(path)];
  if (key === 'css') return ['Additional CSS'];
  const twoKeys = path.slice(0, 2).join('.');
  const subject = ROOT_SUBJECTS[twoKeys] ?? ROOT_SUBJECTS[key ?? ''] ?? 'Site';
  return [subject, ROOT_PROPERTIES[twoKeys] ?? propertyLabel(path)];
}

function settingParts(path: readonly string[]): string[] {
  const twoKeys = path.slice(0, 2).join('.');
  const list = PRESET_LISTS[twoKeys];
  const origin = path[2];
  if (list !== undefined && origin !== undefined && path.length === 3) {
    return [list[0], `${ORIGIN_LABELS[origin] ?? capitalised(origin)} ${list[1]}`];
  }
  if (list !== undefined && path.length === 2) return [list[0], capitalised(list[1])];
  const known = SETTING_LABELS[twoKeys];
  if (known !== undefined && path.length === 2) return [...known];
  return ['Settings', capitalised(path.map(spacedWords).join(' '))];
}

/**
 * Where a value of the global styles lives, in the Styles screens' words: `styles.color.text` is
 * 'Text › Color', `styles.elements.heading.typography.fontSize` 'Headings › Font size',
 * `styles.blocks.core/button.color.background` 'Button block › Background',
 * `settings.color.palette.custom` 'Palette › Custom colors', `styles.css` 'Additional CSS'.
 * `path` starts with `styles` or `settings`.
 */
export function changedValueWhere(
  path: readonly string[],
  blockTitle?: BlockTitle,
): ChangedValueWhere {
  const [tree, key, name, ...rest] = path;
  const inBlock = key === 'blocks' && name !== undefined;
  const subjects = inBlock ? [`${blockLabel(name, blockTitle)} block`] : [];
  const inside = inBlock ? rest : path.slice(1);
  if (tree === 'settings') {
    return {
      where: [...subjects, ...settingParts(inside)].join(WHERE_SEPARATOR),
      rank: RANK.settings,
    };
  }
  const rank = inBlock ? RANK.blocks : key === 'elements' ? RANK.elements : RANK.root;
  return { where: styleParts(inside, subjects).join(WHERE_SEPARATOR), rank };
}
