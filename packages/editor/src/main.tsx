import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootstrapError } from './app/BootstrapError';
import { readBootstrap } from './app/bootstrap';
import { createEditorData } from './app/editor-data';
import { firstScreen } from './app/first-screen';
import { parseLocation } from './app/location';
import { opensEditor, preloadAreasAt, readScreenAt } from './app/routes';
import { preloadDialogs } from './components/Modal/lazy-dialog';
import './app/global.css';

const CONTAINER_ID = 'site-editor';

/**
 * The longest the first render waits for the first screen's code and reads: past it the editor
 * draws anyway (the screen shows its loading state), so a slow or hanging request never leaves
 * the page blank.
 */
const FIRST_RENDER_WAIT_MS = 400;

function container(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = CONTAINER_ID;
  document.body.append(created);
  return created;
}

const bootstrap = readBootstrap(document);
const root = createRoot(container());

if (bootstrap.ok) {
  const data = createEditorData(bootstrap.value);
  const location = parseLocation(new URLSearchParams(window.location.search));
  const render = () =>
    root.render(
      <StrictMode>
        <App bootstrap={bootstrap.value} data={data} />
      </StrictMode>,
    );
  // What waits for the first screen (the welcome guides) waits for the canvas's blocks where
  // the page opens the editing canvas, else for the page to settle.
  firstScreen.watch(opensEditor(location));
  // The first screen's on-demand areas (their chunks preloaded by the page; for the editing
  // canvas, the block types its record names too) and its reads (most answered by the page's
  // preload) arrive before the first render, so it draws its content at once instead of a
  // loading state. A chunk that fails is retried by its area, which shows the
  // error where it belongs; a failed read is kept in the store for its screen to show.
  Promise.race([
    Promise.all([
      preloadAreasAt(location, data.store),
      readScreenAt(data.store, location, bootstrap.value.currentUser.id),
    ]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]).then(render, render);
  // No first screen draws a dialog: their code (and the dialog library) is fetched when the
  // person first presses a pointer or a key (a dialog opens from one), never before the first
  // screen has drawn. A failed fetch is retried when a dialog opens.
  const preloadDialogsOnce = () => {
    preloadDialogs().catch(() => {});
  };
  for (const type of ['pointerdown', 'keydown'] as const) {
    document.addEventListener(type, preloadDialogsOnce, { once: true, capture: true });
  }
} else {
  root.render(
    <StrictMode>
      <BootstrapError problems={bootstrap.problems} />
    </StrictMode>,
  );
}
