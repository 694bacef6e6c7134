import { useState } from 'react';
import { errorReport } from './error-report';
import '../../ui/button.css';

/** 'Copy Error': puts the message and stack on the clipboard, then reads 'Copied!'. */
export function CopyErrorButton({ error }: { error: Error }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="atelier-button is-secondary"
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
