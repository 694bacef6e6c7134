import type {
  RestFontCollection,
  RestFontCollectionCategory,
  RestFontCollectionFamily,
} from '@atelier/blocks/rest';
import type { FontFace } from '@atelier/theme-json';

/** The URL path a collection's files are served under: `/wp-content/font-collections/{slug}`. */
export function fontCollectionUrlBase(slug: string): string {
  return `/wp-content/font-collections/${slug}`;
}

/** The folders of a collection that are served, and the file types each may hold. */
export const SERVED_FOLDERS: Readonly<Record<string, RegExp>> = {
  files: /\.(woff2|woff|ttf|otf)$/,
  previews: /\.svg$/,
};

/** A file name a collection may reference: no folder, no leading dot, nothing to escape. */
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FONT_STYLES = new Set(['normal', 'italic']);
/** One weight (`400`) or a variable font's range (`100 900`). */
const FONT_WEIGHT = /^[1-9]\d{0,2}(?: [1-9]\d{0,2})?$/;

/** A collection read from its JSON, and the files (`files/x.woff2`, `previews/x.svg`) it names. */
export interface ParsedFontCollection {
  collection: RestFontCollection;
  files: string[];
}

type Problems = string[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown, path: string, problems: Problems, options = { empty: false }) {
  if (typeof value === 'string' && (options.empty || value.trim() !== '')) return value;
  problems.push(`${path} must be a${options.empty ? '' : ' non-empty'} string`);
  return '';
}

function slug(value: unknown, path: string, problems: Problems): string {
  const result = text(value, path, problems);
  if (result !== '' && !SLUG.test(result)) problems.push(`${path} must be in kebab case`);
  return result;
}

function list(value: unknown, path: string, problems: Problems): unknown[] {
  if (Array.isArray(value)) return value;
  problems.push(`${path} must be a list`);
  return [];
}

/** The collection-relative file a URL names (`files/x.woff2`), or undefined with a problem. */
function servedFile(
  value: unknown,
  folder: keyof typeof SERVED_FOLDERS,
  base: string,
  path: string,
  problems: Problems,
): string | undefined {
  const url = text(value, path, problems);
  if (url === '') return undefined;
  const prefix = `${base}/${folder}/`;
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!FILE_NAME.test(name) || !SERVED_FOLDERS[folder]?.test(name)) {
    problems.push(`${path} must name a file of ${prefix}`);
    return undefined;
  }
  return `${folder}/${name}`;
}

function parseCategories(value: unknown, problems: Problems): RestFontCollectionCategory[] {
  const seen = new Set<string>();
  return list(value, 'categories', problems).map((item, index) => {
    const path = `categories[${index}]`;
    const entry = isRecord(item) ? item : {};
    const category = {
      name: text(entry.name, `${path}.name`, problems),
      slug: slug(entry.slug, `${path}.slug`, problems),
    };
    if (seen.has(category.slug)) problems.push(`${path}.slug "${category.slug}" is repeated`);
    seen.add(category.slug);
    return category;
  });
}

function parseFace(item: unknown, path: string, base: string, files: Set<string>, p: Problems) {
  const entry = isRecord(item) ? item : {};
  const fontStyle = text(entry.fontStyle, `${path}.fontStyle`, p);
  if (!FONT_STYLES.has(fontStyle)) p.push(`${path}.fontStyle must be normal or italic`);
  const fontWeight = text(entry.fontWeight, `${path}.fontWeight`, p);
  if (!FONT_WEIGHT.test(fontWeight)) p.push(`${path}.fontWeight must be a weight or a range`);
  const src = servedFile(entry.src, 'files', base, `${path}.src`, p);
  if (src) files.add(src);
  const face: FontFace = {
    fontFamily: text(entry.fontFamily, `${path}.fontFamily`, p),
    fontStyle,
    fontWeight,
    src: typeof entry.src === 'string' ? entry.src : '',
  };
  if (entry.preview === undefined) return face;
  const preview = servedFile(entry.preview, 'previews', base, `${path}.preview`, p);
  if (preview) files.add(preview);
  return { ...face, preview: String(entry.preview) };
}

function parseFamily(
  item: unknown,
  path: string,
  context: { base: string; categories: Set<string>; slugs: Set<string>; files: Set<string> },
  problems: Problems,
): RestFontCollectionFamily {
  const entry = isRecord(item) ? item : {};
  const settings = isRecord(entry.font_family_settings) ? entry.font_family_settings : {};
  const at = `${path}.font_family_settings`;
  const familySlug = slug(settings.slug, `${at}.slug`, problems);
  if (context.slugs.has(familySlug)) problems.push(`${at}.slug "${familySlug}" is repeated`);
  context.slugs.add(familySlug);
  const faces = list(settings.fontFace, `${at}.fontFace`, problems);
  if (faces.length === 0) problems.push(`${at}.fontFace must hold at least one face`);
  const categories = list(entry.categories, `${path}.categories`, problems).map((c, index) => {
    const category = text(c, `${path}.categories[${index}]`, problems);
    if (!context.categories.has(category)) {
      problems.push(
        `${path}.categories[${index}] "${category}" is not a category of the collection`,
      );
    }
    return category;
  });
  const preview =
    settings.preview === undefined
      ? undefined
      : servedFile(settings.preview, 'previews', context.base, `${at}.preview`, problems);
  if (preview) context.files.add(preview);
  return {
    font_family_settings: {
      name: text(settings.name, `${at}.name`, problems),
      slug: familySlug,
      fontFamily: text(settings.fontFamily, `${at}.fontFamily`, problems),
      ...(preview ? { preview: String(settings.preview) } : {}),
      fontFace: faces.map((face, index) =>
        parseFace(face, `${at}.fontFace[${index}]`, context.base, context.files, problems),
      ),
    },
    categories,
  };
}

/**
 * Reads a font collection in the WordPress collection format (slug, name, description,
 * categories, font_families), checking every field the Fonts modal and the install flow rely on:
 * kebab-case slugs, unique category and family slugs, known categories, at least one face per
 * family with a style, a weight and a file served under the collection's URL. Throws one error
 * listing every problem.
 */
export function parseFontCollection(value: unknown): ParsedFontCollection {
  const problems: Problems = [];
  const root = isRecord(value) ? value : {};
  if (!isRecord(value)) problems.push('the collection must be an object');
  const collectionSlug = slug(root.slug, 'slug', problems);
  const base = fontCollectionUrlBase(collectionSlug);
  const categories = parseCategories(root.categories, problems);
  const context = {
    base,
    categories: new Set(categories.map((c) => c.slug)),
    slugs: new Set<string>(),
    files: new Set<string>(),
  };
  const families = list(root.font_families, 'font_families', problems);
  if (families.length === 0) problems.push('font_families must hold at least one family');
  const collection: RestFontCollection = {
    slug: collectionSlug,
    name: text(root.name, 'name', problems),
    description: text(root.description, 'description', problems, { empty: true }),
    categories,
    font_families: families.map((family, index) =>
      parseFamily(family, `font_families[${index}]`, context, problems),
    ),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid font collection:\n- ${problems.join('\n- ')}`);
  }
  return { collection, files: [...context.files] };
}
