import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { can } from '../auth/current-user.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import { activeTheme } from '../themes/active-theme.js';
import {
  installThemeZip,
  replaceWithStagedTheme,
  type ThemeInstallOutcome,
} from '../themes/install-theme.js';
import { THEME_PACKAGE_LIMITS, zipTooBigMessage } from '../themes/theme-package.js';
import {
  renderAddThemes,
  renderAlreadyInstalled,
  renderInstalled,
  renderInstallFailed,
  type UploadPageFrame,
} from './theme-upload-page.js';

export const INSTALL_THEMES_FORBIDDEN =
  'Sorry, you are not allowed to install themes on this site.';
export const LINK_EXPIRED = 'The link you followed has expired. Please go back and try again.';
export const NO_FILE_SELECTED = 'Please select a file';

/** What the upload form sent: its fields and the zip (if any). */
interface UploadForm {
  fields: Map<string, string>;
  file: { filename: string; bytes: Buffer } | undefined;
  tooBig: boolean;
}

async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: new Map(), file: undefined, tooBig: false };
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(body))
      if (typeof value === 'string') form.fields.set(name, value);
    return form;
  }
  const limits = { fileSize: THEME_PACKAGE_LIMITS.maxZipBytes, files: 1, fields: 10 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields.set(part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'themezip' && part.filename)
        form.file = { filename: part.filename, bytes };
    }
  } catch (error) {
    // A file over the limit stops the reading; the fields read before it (the nonce) are kept.
    if (!(error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'))
      throw error;
    form.tooBig = true;
  }
  return form;
}

/**
 * The theme upload of the dashboard's themes screen, as WordPress has it: `theme-install.php`
 * ('Add Themes', `?upload` for the form) and the form's POST to
 * `update.php?action=upload-theme` (a theme zip, or the choice to replace an installed theme
 * with a staged upload). Administrators only (`install_themes`); every POST checks the nonce.
 */
export function registerThemeUploadRoutes(fastify: FastifyInstance, app: AppContext): void {
  const frameOf = async (request: FastifyRequest): Promise<UploadPageFrame> => ({
    siteTitle: String((await readSiteSettings(app.db)).title),
    nonce: request.auth.session?.rest_nonce ?? '',
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(body);
  /** Refuses anonymous users and users without install_themes; true when it answered. */
  const refused = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth.user) {
      await reply.redirect(`/wp-login.php?redirect_to=${encodeURIComponent(request.url)}`, 302);
      return true;
    }
    if (!can(request.auth, 'install_themes')) {
      await html(
        reply,
        403,
        renderInstallFailed(await frameOf(request), '', INSTALL_THEMES_FORBIDDEN),
      );
      return true;
    }
    return false;
  };

  fastify.get('/wp-admin/theme-install.php', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    return html(reply, 200, renderAddThemes(await frameOf(request), query.upload !== undefined));
  });

  fastify.post('/wp-admin/update.php', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const frame = await frameOf(request);
    const query = request.query as Record<string, string | undefined>;
    if (query.action !== 'upload-theme') {
      return html(reply, 400, renderInstallFailed(frame, '', 'Invalid action.'));
    }
    let form: UploadForm;
    try {
      form = await readUploadForm(request);
    } catch {
      return html(reply, 400, renderInstallFailed(frame, '', 'Incompatible Archive.'));
    }
    if (!request.auth.session || form.fields.get('_wpnonce') !== request.auth.session.rest_nonce) {
      return html(reply, 403, renderInstallFailed(frame, '', LINK_EXPIRED));
    }

    let filename = form.file?.filename ?? form.fields.get('filename') ?? '';
    let outcome: ThemeInstallOutcome;
    if (form.fields.get('overwrite') === 'update-theme') {
      outcome = await replaceWithStagedTheme(app, form.fields.get('package') ?? '');
    } else if (form.tooBig) {
      outcome = { status: 'failed', message: zipTooBigMessage(THEME_PACKAGE_LIMITS) };
    } else if (!form.file) {
      return html(reply, 400, renderInstallFailed(frame, '', NO_FILE_SELECTED));
    } else {
      filename = form.file.filename;
      outcome = await installThemeZip(app, form.file.bytes);
    }

    const activeStylesheet = (await activeTheme(app))?.stylesheet;
    if (outcome.status === 'failed') {
      return html(reply, 400, renderInstallFailed(frame, filename, outcome.message));
    }
    if (outcome.status === 'exists') {
      return html(
        reply,
        200,
        renderAlreadyInstalled(frame, filename, {
          ...outcome,
          active: outcome.current.stylesheet === activeStylesheet,
        }),
      );
    }
    return html(
      reply,
      200,
      renderInstalled(frame, filename, {
        ...outcome,
        active: outcome.theme.stylesheet === activeStylesheet,
      }),
    );
  });
}
