/**
 * Downloads the site export (`GET /wp-block-editor/v1/export`, a zip of the theme with the
 * user's templates, parts and styles) under the name the server gives.
 */
export async function downloadExport({
  restRoot,
  restNonce,
  editorSettings,
}: {
  restRoot: string;
  restNonce: string;
  editorSettings: { themeStylesheet: string };
}): Promise<void> {
  const response = await fetch(`${restRoot.replace(/\/$/, '')}/wp-block-editor/v1/export`, {
    credentials: 'same-origin',
    headers: { 'X-WP-Nonce': restNonce },
  });
  if (!response.ok) throw new Error('The export failed.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name =
    /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${editorSettings.themeStylesheet}.zip`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
