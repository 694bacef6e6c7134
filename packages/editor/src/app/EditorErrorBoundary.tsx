import { Component, type ReactNode, useState } from 'react';
import './EditorErrorBoundary.css';

export const EDITOR_CRASHED = 'The editor has encountered an unexpected error.';

/** The text 'Copy Error' puts on the clipboard: the message and the stack. */
export function errorReport(error: Error): string {
  const stack = error.stack ?? '';
  return stack.includes(error.message) ? stack : `${error.message}\n${stack}`.trim();
}

function CopyErrorButton({ error }: { error: Error }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="atelier-editor-error__copy"
      onClick={() => {
        void navigator.clipboard
          ?.writeText(errorReport(error))
          .then(() => setCopied(true))
          .catch(() => setCopied(false));
      }}
    >
      {copied ? 'Copied!' : 'Copy Error'}
    </button>
  );
}

interface EditorErrorBoundaryState {
  error: Error | null;
}

/** Catches what no area boundary caught, so the user sees what happened and can report it. */
export class EditorErrorBoundary extends Component<
  { children: ReactNode },
  EditorErrorBoundaryState
> {
  override state: EditorErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): EditorErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="atelier-editor-error" role="alert">
        <p>{EDITOR_CRASHED}</p>
        <CopyErrorButton error={error} />
      </div>
    );
  }
}
