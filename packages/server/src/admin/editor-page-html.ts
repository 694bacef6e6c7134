import { escapeHtml } from '../http/html.js';

/**
 * What the site editor's page names: its files and its bootstrap blob. It preloads no font: the
 * editing canvas's fonts load once its first blocks have drawn (`canvas/frame/frame-style-pieces.ts`).
 */
export interface EditorPageParts {
  siteTitle: string;
  styles: readonly string[];
  modulePreloads: readonly string[];
  script: string;
  /** The bootstrap blob, already serialised for its `<script type="application/json">`. */
  bootstrapJson: string;
  /**
   * The editing canvas's global stylesheet made by the server (`canvas-stylesheet.ts`), serialised
   * for its `<script type="application/json">`; absent on the other screens.
   */
  canvasStylesheetJson?: string;
}

/** The id of the script element holding the canvas's stylesheet (the editor's `canvas/styles` reads it). */
export const CANVAS_STYLESHEET_ID = 'atelier-canvas-stylesheet';

/**
 * The site editor's HTML page. The entry script comes right after the stylesheets, before the
 * module preloads: the browser asks for files in the page's order, six at a time over HTTP/1.1,
 * and the entry is the largest file and the first to run (it starts the screen's chunks, which
 * are then on their way), so it must not wait behind the screen's chunks.
 */
export function renderEditorPage(parts: EditorPageParts): string {
  const head = [
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(parts.script)}"></script>`,
    ...parts.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editor ‹ ${escapeHtml(parts.siteTitle)} — Atelier</title>
${head}
</head>
<body class="site-editor">
<div id="site-editor"></div>
${parts.canvasStylesheetJson === undefined ? '' : `<script type="application/json" id="${CANVAS_STYLESHEET_ID}">${parts.canvasStylesheetJson}</script>\n`}<script type="application/json" id="atelier-editor-bootstrap">${parts.bootstrapJson}</script>
</body>
</html>`;
}
