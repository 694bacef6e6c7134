import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootstrapError } from './app/BootstrapError';
import { readBootstrap } from './app/bootstrap';
import './app/global.css';

const CONTAINER_ID = 'site-editor';

function container(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = CONTAINER_ID;
  document.body.append(created);
  return created;
}

const bootstrap = readBootstrap(document);

createRoot(container()).render(
  <StrictMode>
    {bootstrap.ok ? (
      <App bootstrap={bootstrap.value} />
    ) : (
      <BootstrapError problems={bootstrap.problems} />
    )}
  </StrictMode>,
);
