import { type DragEvent, useRef, useState } from 'react';
import { type FontLibraryNotice, INSTALL_SUCCESS } from './font-notices';
import { installNotice } from './install-notice';
import { type FontFileReader, planUpload, UPLOAD_ACCEPT } from './upload-files';
import type { FontLibrary } from './use-font-library';
import '../ui/button.css';

interface UploadTabProps {
  library: FontLibrary;
  onNotice: (notice: FontLibraryNotice | null) => void;
  /** Reads a file's font tables; fontkit, loaded on first use, unless a test gives its own. */
  readFont?: FontFileReader;
}

const readWithFontkit: FontFileReader = async (file) =>
  (await import('./read-font-file')).readFontFile(file);

/**
 * The Upload tab (spec 3 §2, §5): font files picked with 'Upload' or dropped on the tab, read
 * as fonts, grouped by family and installed through the install flow; the server's messages
 * come back in the notice.
 */
export function UploadTab({ library, onNotice, readFont = readWithFontkit }: UploadTabProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const [isReading, setReading] = useState(false);
  const busy = isReading || library.isInstalling;

  const upload = async (files: readonly File[]) => {
    if (busy || files.length === 0) return;
    onNotice(null);
    setReading(true);
    const plan = await planUpload(files, readFont);
    setReading(false);
    if (!plan.ok) {
      onNotice({ status: 'error', message: plan.message });
      return;
    }
    try {
      await library.install(plan.families);
      onNotice({ status: 'success', message: INSTALL_SUCCESS });
    } catch (error) {
      onNotice(installNotice(error));
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <section
      aria-label="Upload fonts"
      className={`atelier-font-upload${isDragging ? ' is-dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="atelier-font-upload__drop">
        Drop font files here to upload them, or choose them.
      </p>
      <input
        ref={input}
        type="file"
        className="atelier-font-upload__input"
        aria-label="Font files"
        accept={UPLOAD_ACCEPT}
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void upload(files);
        }}
      />
      <button
        type="button"
        className="atelier-button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
      >
        Upload
      </button>
      {busy && (
        <p className="atelier-font-upload__progress" role="status">
          Uploading fonts…
        </p>
      )}
      <p className="atelier-font-upload__help">
        Uploaded fonts appear in your library and can be used in your theme. Supported formats:
        .ttf, .otf, .woff, and .woff2.
      </p>
    </section>
  );
}
