import { useEffect } from 'react';
import { PLATFORM_NAME } from './layout/document-title';
import './BootstrapError.css';

/** Shown instead of the editor when the page came without usable start-up data. */
export function BootstrapError({ problems }: { problems: readonly string[] }) {
  useEffect(() => {
    document.title = `The site editor could not start ‹ Editor — ${PLATFORM_NAME}`;
  }, []);

  return (
    <main className="atelier-bootstrap-error">
      <h1>The site editor could not start</h1>
      <p>
        The page is missing the data the editor needs to start. Reload the page; if this keeps
        happening, the server sent an incomplete page.
      </p>
      <details>
        <summary>Details</summary>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </details>
      <p className="atelier-bootstrap-error__actions">
        <a href={window.location.href}>Reload</a>
        <a href="/wp-admin/index.php">Go to the Dashboard</a>
      </p>
    </main>
  );
}
