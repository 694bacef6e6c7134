import { AppError } from '../../errors/app-error.js';
import { exportTheme } from '../../export/export-theme.js';
import { requestTheme } from '../request-theme.js';
import type { RestRoute } from '../router.js';

/** `/wp-block-editor/v1/export`: the active block theme with the site's changes, as a zip. */
export const exportRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp-block-editor/v1',
    path: '/export',
    permission: 'edit_theme_options',
    handler: async (request) => {
      const theme = await requestTheme(request);
      if (!theme?.isBlockTheme) {
        throw new AppError('theme_not_block_theme', 'Only block themes can be exported.', 400);
      }
      const zip = await exportTheme(request.app, theme);
      return {
        body: Buffer.from(zip),
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${theme.stylesheet}.zip"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  },
];
