import type { RestTemplate } from '@atelier/blocks/rest';
import {
  type TemplateRecord,
  templateArea,
  templateContent,
  templateDescription,
  templateId,
  templateIsCustom,
  templateMeta,
  templateOriginalSource,
  templateTitle,
} from '../../templates/template-record.js';
import type { ThemeDirectory } from '../../themes/theme-directory.js';
import type { RestContext } from '../context-arg.js';

export interface PresentTemplateOptions {
  context: RestContext;
  origin: string;
  restBase: string;
  themes: ThemeDirectory;
  siteTitle: string;
  authorNames: ReadonlyMap<number, string>;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A template or template part in the REST shape (spec 1 §3, issue 5 field list), with `date` as
 * WordPress gives it: the stored record's creation date, null for a theme file never saved.
 */
export function presentTemplate(
  record: TemplateRecord,
  options: PresentTemplateOptions,
): RestTemplate & { date: string | null } {
  const originalSource = templateOriginalSource(record);
  const title = templateTitle(record);
  const content = templateContent(record);
  const author = record.row?.author ?? 0;
  const authorText =
    originalSource === 'theme'
      ? (options.themes.get(record.theme)?.header.name ?? record.theme)
      : originalSource === 'site'
        ? options.siteTitle
        : (options.authorNames.get(author) ?? '');
  const id = templateId(record);
  return {
    id,
    theme: record.theme,
    content:
      options.context === 'edit'
        ? { raw: content, block_version: content.includes('<!-- wp:') ? 1 : 0 }
        : { block_version: content.includes('<!-- wp:') ? 1 : 0 },
    slug: record.slug,
    source: record.row ? 'custom' : 'theme',
    origin: record.row ? (templateMeta(record.row).origin ?? null) : null,
    type: record.type,
    description: templateDescription(record),
    title: { ...(options.context === 'edit' ? { raw: title } : {}), rendered: escapeText(title) },
    status: record.row?.status ?? 'publish',
    wp_id: record.row?.id ?? null,
    has_theme_file: Boolean(record.file),
    author,
    date: record.row?.date ?? null,
    modified: record.row?.modified ?? null,
    author_text: authorText,
    original_source: originalSource,
    ...(record.type === 'wp_template'
      ? { is_custom: templateIsCustom(record), post_types: record.file?.postTypes ?? [] }
      : { area: templateArea(record) }),
    _links: {
      self: [{ href: `${options.origin}/wp-json/wp/v2/${options.restBase}/${id}` }],
      collection: [{ href: `${options.origin}/wp-json/wp/v2/${options.restBase}` }],
      about: [{ href: `${options.origin}/wp-json/wp/v2/types/${record.type}` }],
    },
  };
}
