/**
 * Saves a file in the browser (a pattern's JSON, the site export): a temporary object URL on a
 * hidden `<a download>` that is clicked and removed at once, then the URL is let go.
 */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
