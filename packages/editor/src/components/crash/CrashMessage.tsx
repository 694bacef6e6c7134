import type { ReactNode } from 'react';
import { CopyErrorButton } from './CopyErrorButton';
import { EDITOR_CRASHED } from './error-report';
import './CrashMessage.css';

/**
 * 'The editor has encountered an unexpected error.' with 'Copy Error' (and whatever else the
 * boundary offers, e.g. a way back), in place of what crashed.
 */
export function CrashMessage({ error, children }: { error: Error; children?: ReactNode }) {
  return (
    <div className="atelier-crash-message" role="alert">
      <p>{EDITOR_CRASHED}</p>
      <div className="atelier-crash-message__actions">
        {children}
        <CopyErrorButton error={error} />
      </div>
    </div>
  );
}
