import type { FontFace, FontFamily } from './font-types';

/** Spec 3 §9: the weight names a variant is called by. */
const WEIGHT_NAMES: Readonly<Record<string, string>> = {
  '100': 'Thin',
  '200': 'Extra-light',
  '300': 'Light',
  '400': 'Normal',
  '500': 'Medium',
  '600': 'Semi-bold',
  '700': 'Bold',
  '800': 'Extra-bold',
  '900': 'Black',
};

/** Spec 3 §9: weights given by keyword. */
const NAMED_WEIGHTS: Readonly<Record<string, string>> = {
  normal: '400',
  bold: '700',
  bolder: '500',
  lighter: '300',
};

/** A face's weight as text ('400', '100 900'); 400 when it has none, keywords as numbers. */
export function faceWeight(face: Pick<FontFace, 'fontWeight'>): string {
  const raw = String(face.fontWeight ?? '400').trim();
  return NAMED_WEIGHTS[raw] ?? (raw === '' ? '400' : raw);
}

/** A face's style: 'normal' unless it says otherwise. */
export function faceStyle(face: Pick<FontFace, 'fontStyle'>): string {
  const raw = String(face.fontStyle ?? '').trim();
  return raw === '' ? 'normal' : raw;
}

/** What tells two faces of one family apart: weight and style. */
export function faceKey(face: Pick<FontFace, 'fontWeight' | 'fontStyle'>): string {
  return `${faceWeight(face)}|${faceStyle(face)}`;
}

/**
 * The name a person sees for a face: its weight's name ('Bold'), the range of a variable font
 * ('Thin to Black'), followed by 'Italic' for italic faces.
 */
export function variantName(face: Pick<FontFace, 'fontWeight' | 'fontStyle'>): string {
  const [low = '400', high] = faceWeight(face).split(/\s+/);
  const weightName = (weight: string) => WEIGHT_NAMES[weight] ?? weight;
  const weight = high === undefined ? weightName(low) : `${weightName(low)} to ${weightName(high)}`;
  return faceStyle(face) === 'italic' ? `${weight} Italic` : weight;
}

function weightOrder(face: FontFace): number {
  const low = Number.parseInt(faceWeight(face), 10);
  return Number.isFinite(low) ? low : 400;
}

/** Faces in reading order: lighter first, normal before italic. */
export function sortFaces(faces: readonly FontFace[]): FontFace[] {
  return [...faces].sort((a, b) => {
    const byWeight = weightOrder(a) - weightOrder(b);
    if (byWeight !== 0) return byWeight;
    return Number(faceStyle(a) === 'italic') - Number(faceStyle(b) === 'italic');
  });
}

/** The faces of both lists, one per weight and style; a face of `incoming` replaces its twin. */
export function mergeFaces(
  existing: readonly FontFace[] = [],
  incoming: readonly FontFace[] = [],
): FontFace[] {
  const byKey = new Map<string, FontFace>();
  for (const face of existing) byKey.set(faceKey(face), face);
  for (const face of incoming) byKey.set(faceKey(face), face);
  return [...byKey.values()];
}

/**
 * Families of both lists, one per slug; a family in both keeps its place and gets the faces of
 * both (merged by weight and style).
 */
export function mergeFamilies(
  existing: readonly FontFamily[] = [],
  incoming: readonly FontFamily[] = [],
): FontFamily[] {
  const result = existing.map((family) => ({ ...family }));
  for (const family of incoming) {
    const index = result.findIndex((item) => item.slug === family.slug);
    const current = result[index];
    if (current === undefined) {
      result.push({ ...family });
      continue;
    }
    const faces =
      current.fontFace === undefined && family.fontFace === undefined
        ? undefined
        : mergeFaces(current.fontFace, family.fontFace);
    const merged: FontFamily = { ...current, ...family };
    if (faces === undefined) delete merged.fontFace;
    else merged.fontFace = faces;
    result[index] = merged;
  }
  return result;
}

/** The face nearest to a normal weight and upright, for a family's preview. */
export function previewFace(family: Pick<FontFamily, 'fontFace'>): FontFace | undefined {
  const faces = family.fontFace ?? [];
  const distance = (face: FontFace) => {
    const [low = 400, high = low] = faceWeight(face)
      .split(/\s+/)
      .map((part) => Number.parseInt(part, 10) || 400);
    const nearest = Math.min(Math.max(400, low), high);
    return Math.abs(nearest - 400) + (faceStyle(face) === 'italic' ? 1000 : 0);
  };
  return [...faces].sort((a, b) => distance(a) - distance(b))[0];
}

/** 'N variants' (one face: '1 variant'); a family without faces counts as one. */
export function variantCount(family: Pick<FontFamily, 'fontFace'>): string {
  const count = Math.max(family.fontFace?.length ?? 0, 1);
  return count === 1 ? '1 variant' : `${count} variants`;
}
