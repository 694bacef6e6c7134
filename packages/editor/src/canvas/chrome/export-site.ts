import type { ApiClient } from '../../data/api-client';
import { downloadBlob } from '../../data/download-blob';

/**
 * Downloads the site export (`GET /wp-block-editor/v1/export`, a zip of the theme with the
 * user's templates, parts and styles) through the REST client, under the name the server gives.
 */
export async function downloadExport(
  client: ApiClient,
  { editorSettings }: { editorSettings: { themeStylesheet: string } },
): Promise<void> {
  const file = await client.download('/wp-block-editor/v1/export').catch(() => {
    throw new Error('The export failed.');
  });
  const disposition = file.header('content-disposition') ?? '';
  const name =
    /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${editorSettings.themeStylesheet}.zip`;
  downloadBlob(file.blob, name);
}
