import { DEFAULT_TEMPLATE_PART_AREA, isTemplatePartArea, templateFallbacks } from '@atelier/blocks';
import { can } from '../../auth/current-user.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import type { ArgsSchema } from '../../schema/arg-schema.js';
import { readSiteSettings } from '../../settings/settings-operations.js';
import {
  createTemplate,
  deleteTemplate,
  revertTemplate,
  updateTemplate,
} from '../../templates/template-operations.js';
import {
  parseTemplateId,
  type TemplateRecord,
  templateArea,
  templateContent,
  templateEtag,
  templateId,
} from '../../templates/template-record.js';
import { loadTemplate, loadTemplates } from '../../templates/template-store.js';
import type { TemplateType } from '../../themes/theme-files.js';
import { usersByIds } from '../../users/user-query.js';
import { checkedBlockContent } from '../block-content.js';
import { withBlockIdsField } from '../block-ids-field.js';
import { clientVersion } from '../client-version.js';
import { contextArg, requestContext } from '../context-arg.js';
import { requestTheme } from '../request-theme.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { presentTemplate } from './present-template.js';

interface TemplateKind {
  type: TemplateType;
  restBase: 'templates' | 'template-parts';
  label: string;
}

const KINDS: Record<TemplateType, TemplateKind> = {
  wp_template: { type: 'wp_template', restBase: 'templates', label: 'template' },
  wp_template_part: {
    type: 'wp_template_part',
    restBase: 'template-parts',
    label: 'template part',
  },
};

const SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]*$';

const CANNOT_MANAGE = 'Sorry, you are not allowed to access the templates on this site.';

/** Reading: anyone who edits posts or pages, as WordPress allows since 6.6 (any context). */
function readPermission(request: RestRequest): void {
  if (can(request.auth, 'edit_posts') || can(request.auth, 'edit_pages')) return;
  throw denied(request.auth, 'rest_cannot_manage_templates', CANNOT_MANAGE);
}

/** Writing: edit_theme_options only; 401 anonymous, 403 otherwise, WordPress's code. */
function writePermission(request: RestRequest): void {
  if (can(request.auth, 'edit_theme_options')) return;
  throw denied(request.auth, 'rest_cannot_manage_templates', CANNOT_MANAGE);
}

async function authorNames(
  request: RestRequest,
  records: TemplateRecord[],
): Promise<Map<number, string>> {
  const rows = await usersByIds(
    request.app.db,
    records.map((r) => r.row?.author ?? 0),
  );
  return new Map(rows.map((r) => [r.id, r.display_name]));
}

async function present(request: RestRequest, kind: TemplateKind, records: TemplateRecord[]) {
  const settings = await readSiteSettings(request.app.db);
  const options = {
    context: requestContext(request),
    origin: siteOrigin(request.raw),
    restBase: kind.restBase,
    themes: request.app.themes,
    siteTitle: String(settings.title),
    authorNames: await authorNames(request, records),
  };
  const bodies = records.map((record) => presentTemplate(record, options));
  if (options.context !== 'edit') return bodies;
  return withBlockIdsField(
    request,
    bodies,
    records.map((record) => ({
      kind: kind.type,
      id: templateId(record),
      version: templateEtag(record),
      content: templateContent(record),
    })),
  );
}

async function respondWithOne(
  request: RestRequest,
  kind: TemplateKind,
  record: TemplateRecord,
  status = 200,
): Promise<RestResponse> {
  // Writes answer in edit context, as WordPress does, so the client gets back what it saved.
  const asSeen =
    request.method === 'GET'
      ? request
      : { ...request, params: { ...request.params, context: 'edit' } };
  const [body] = await present(asSeen, kind, [record]);
  return { status, body, headers: { ETag: templateEtag(record) } };
}

function idParam(request: RestRequest, kind: TemplateKind): { theme: string; slug: string } {
  const raw = decodeURIComponent(String(request.params['*'] ?? ''));
  const parsed = parseTemplateId(raw);
  if (!parsed)
    throw new AppError('rest_template_not_found', `No ${kind.label} exists with that id.`, 404);
  return parsed;
}

async function findOrFail(request: RestRequest, kind: TemplateKind): Promise<TemplateRecord> {
  const { theme, slug } = idParam(request, kind);
  const record = await loadTemplate(request.app.db, request.app.themes, kind.type, theme, slug);
  if (!record)
    throw new AppError('rest_template_not_found', `No ${kind.label} exists with that id.`, 404);
  return record;
}

async function currentStylesheet(request: RestRequest): Promise<string> {
  const theme = await requestTheme(request);
  if (!theme) throw new AppError('rest_no_theme', 'No theme is installed.', 500);
  return theme.stylesheet;
}

function sortRecords(records: TemplateRecord[]): TemplateRecord[] {
  return [...records].sort((a, b) => a.slug.localeCompare(b.slug));
}

function writableArgs(kind: TemplateKind, creating: boolean): ArgsSchema {
  return {
    ...(creating
      ? {
          slug: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
            pattern: SLUG_PATTERN,
            description: 'Unique slug identifying the template.',
          },
        }
      : {}),
    title: { type: ['string', 'object'], description: 'Title of template.' },
    description: { type: 'string', description: 'Description of template.' },
    content: { type: ['string', 'object'], description: 'Content of template.' },
    status: {
      type: 'string',
      enum: ['publish', 'draft', 'pending', 'private', 'future'],
      description: 'Status of template.',
    },
    ...(kind.type === 'wp_template_part'
      ? {
          area: {
            type: 'string',
            description: 'Where the template part is intended for use (header, footer, etc.)',
          },
        }
      : {}),
    ...(kind.type === 'wp_template' && creating
      ? {
          is_wp_suggestion: {
            type: 'boolean',
            description: 'Whether the template was suggested by the site editor.',
          },
        }
      : {}),
  };
}

/** `title` and `content` may come as a string or as `{raw}`, as WordPress accepts. */
function rawText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { raw?: unknown }).raw === 'string')
    return (value as { raw: string }).raw;
  return undefined;
}

function checkedArea(kind: TemplateKind, value: unknown): string | undefined {
  if (kind.type !== 'wp_template_part' || value === undefined) return undefined;
  const area = String(value);
  // Unknown areas fall back to the general one, as WordPress does, rather than failing the save.
  return isTemplatePartArea(area) ? area : DEFAULT_TEMPLATE_PART_AREA;
}

/** The routes of one of the two template kinds: one module serves both, parameterised. */
function routesFor(kind: TemplateKind): RestRoute[] {
  const base = `/${kind.restBase}`;
  const reading = { namespace: 'wp/v2', permission: readPermission };
  const common = { namespace: 'wp/v2', permission: writePermission };
  const routes: RestRoute[] = [
    {
      ...reading,
      method: 'GET',
      path: base,
      args: {
        context: contextArg,
        wp_id: { type: 'integer', description: 'Limit to the specified post id.' },
        ...(kind.type === 'wp_template_part'
          ? { area: { type: 'string', description: 'Limit to the specified template part area.' } }
          : {}),
        post_type: { type: 'string', description: 'Post type to get the templates for.' },
        per_page: {
          type: 'integer',
          minimum: -1,
          maximum: 100,
          description: 'Accepted for compatibility; templates are never paged.',
        },
      },
      handler: async (request) => {
        const theme = request.app.themes.get(await currentStylesheet(request));
        let records = theme
          ? await loadTemplates(request.app.db, request.app.themes, theme, kind.type)
          : [];
        const { area, wp_id: wpId, post_type: postType } = request.params;
        if (typeof area === 'string') records = records.filter((r) => templateArea(r) === area);
        if (typeof wpId === 'number') records = records.filter((r) => r.row?.id === wpId);
        if (typeof postType === 'string')
          records = records.filter(
            (r) => !r.file?.postTypes.length || r.file.postTypes.includes(postType),
          );
        records = sortRecords(records);
        return {
          body: await present(request, kind, records),
          headers: {
            'X-WP-Total': String(records.length),
            'X-WP-TotalPages': records.length ? '1' : '0',
          },
        };
      },
    },
    {
      ...common,
      method: 'POST',
      path: base,
      args: writableArgs(kind, true),
      handler: async (request) => {
        const user = request.auth.user;
        const record = await createTemplate(
          request.app,
          kind.type,
          await currentStylesheet(request),
          {
            slug: String(request.params.slug),
            title: rawText(request.params.title),
            description:
              typeof request.params.description === 'string'
                ? request.params.description
                : undefined,
            content: checkedBlockContent(rawText(request.params.content)),
            status: typeof request.params.status === 'string' ? request.params.status : undefined,
            area: checkedArea(kind, request.params.area),
            isWpSuggestion: request.params.is_wp_suggestion === true,
          },
          user?.id ?? 0,
        );
        return respondWithOne(request, kind, record, 201);
      },
    },
    {
      ...reading,
      method: 'GET',
      path: `${base}/*`,
      args: {
        context: contextArg,
        source: {
          type: 'string',
          enum: ['theme'],
          description: 'Return the theme file’s version of a customised template.',
        },
      },
      handler: async (request) => {
        const record = await findOrFail(request, kind);
        if (request.params.source === 'theme') {
          if (!record.file)
            throw new AppError(
              'rest_template_not_found',
              `This ${kind.label} has no theme file.`,
              404,
            );
          return respondWithOne(request, kind, { ...record, row: undefined });
        }
        return respondWithOne(request, kind, record);
      },
    },
    {
      ...common,
      method: UPDATE_METHODS,
      path: `${base}/*`,
      args: {
        ...writableArgs(kind, false),
        source: {
          type: 'string',
          enum: ['theme'],
          description: 'Set to "theme" to drop the customisation.',
        },
      },
      handler: async (request) => {
        const record = await findOrFail(request, kind);
        const sent = clientVersion(request);
        if (request.params.source === 'theme') {
          return respondWithOne(request, kind, await revertTemplate(request.app, record, sent));
        }
        const updated = await updateTemplate(
          request.app,
          record,
          {
            title: rawText(request.params.title),
            description:
              typeof request.params.description === 'string'
                ? request.params.description
                : undefined,
            content: checkedBlockContent(rawText(request.params.content)),
            status: typeof request.params.status === 'string' ? request.params.status : undefined,
            area: checkedArea(kind, request.params.area),
          },
          sent,
          request.auth.user?.id ?? 0,
        );
        return respondWithOne(request, kind, updated);
      },
    },
    {
      ...common,
      method: 'DELETE',
      path: `${base}/*`,
      args: {
        force: {
          type: 'boolean',
          default: false,
          description: 'Whether to bypass Trash and force deletion.',
        },
      },
      handler: async (request) => {
        const record = await findOrFail(request, kind);
        if (request.params.force !== true) {
          throw new AppError(
            'rest_trash_not_supported',
            `${kind.label[0]?.toUpperCase()}${kind.label.slice(1)}s do not support the trash. Set "force=true" to delete.`,
            501,
          );
        }
        const [previous] = await present(request, kind, [record]);
        const remaining = await deleteTemplate(request.app, record, clientVersion(request));
        return {
          body: { deleted: true, previous, ...(remaining ? { reverted_to: 'theme' } : {}) },
        };
      },
    },
  ];
  if (kind.type === 'wp_template') {
    routes.splice(2, 0, {
      ...reading,
      method: 'GET',
      path: `${base}/lookup`,
      args: {
        slug: {
          type: 'string',
          required: true,
          description: 'The slug of the template to get the fallback for.',
        },
        is_custom: { type: 'boolean', description: 'Whether the template is a custom one.' },
        template_prefix: {
          type: 'string',
          description: 'The template prefix the template belongs to.',
        },
        context: contextArg,
      },
      handler: async (request) => {
        const stylesheet = await currentStylesheet(request);
        const slug = String(request.params.slug);
        const chain =
          request.params.is_custom === true
            ? [slug, ...templateFallbacks('page')]
            : templateFallbacks(slug);
        // The fallback is what would show today, so the template being created is skipped.
        for (const candidate of chain.slice(1)) {
          const record = await loadTemplate(
            request.app.db,
            request.app.themes,
            kind.type,
            stylesheet,
            candidate,
          );
          if (record) return respondWithOne(request, kind, record);
        }
        throw new AppError('rest_template_not_found', 'No fallback template was found.', 404);
      },
    });
  }
  return routes;
}

/** `/wp/v2/templates` and `/wp/v2/template-parts`. */
export const templateRoutes: RestRoute[] = [
  ...routesFor(KINDS.wp_template),
  ...routesFor(KINDS.wp_template_part),
];
