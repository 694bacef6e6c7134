import { type FormEvent, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { applyLink, linkAt, removeLink } from '../rich-text/formats';
import { useCanvasUi, useCanvasUiStore } from '../ui/CanvasUiContext';
import { useAutoFocus } from '../ui/use-auto-focus';

/** The link popover (primary+k): set the selected text's URL, or remove the link. */
export function LinkPopover({ doc }: { doc: Document }) {
  const ui = useCanvasUiStore();
  const link = useCanvasUi((state) => state.link);
  const [url, setUrl] = useState('');
  const inputRef = useAutoFocus<HTMLInputElement>();
  useEffect(() => {
    setUrl(link === null ? '' : (linkAt(link.element, link.range) ?? ''));
  }, [link]);
  if (link === null) return null;
  const view = doc.defaultView;
  const rect = link.range.getBoundingClientRect();
  const top = rect.bottom + (view?.scrollY ?? 0) + 6;
  const left = rect.left + (view?.scrollX ?? 0);
  const existing = linkAt(link.element, link.range);
  const close = () => {
    ui.set({ link: null });
    link.element.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (value === '') return;
    applyLink(link.element, link.range, value);
    link.emit();
    close();
  };
  return createPortal(
    <form
      className="atelier-canvas-popover atelier-link-popover"
      aria-label="Link"
      style={{ top, left }}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
    >
      <input
        ref={inputRef}
        type="text"
        aria-label="URL"
        placeholder="Search or type URL"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <button type="submit">Apply</button>
      {existing !== null && (
        <button
          type="button"
          onClick={() => {
            removeLink(link.element, link.range);
            link.emit();
            close();
          }}
        >
          Remove link
        </button>
      )}
    </form>,
    doc.body,
  );
}
