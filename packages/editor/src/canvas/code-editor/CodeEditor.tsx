import { useEffect, useId, useState } from 'react';
import { useEntityStore, useStoreSelector } from '../../data/entities/EntityStoreContext';
import { getEditedRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import './CodeEditor.css';

/**
 * The code editor (spec 1 §2.10): the record's markup in a text area. Every change is a
 * `content` edit, which drops the parsed-blocks edit, so saving stores the text as content.
 */
export function CodeEditor({ record, onExit }: { record: RecordRef; onExit(): void }) {
  const store = useEntityStore();
  // The edited content as it is (a blocks edit is serialised once, by the selector's cache): no
  // parse and serialise of the whole markup on each keystroke here.
  const markup = useStoreSelector((state) => {
    const content = getEditedRecord(state, record)?.content;
    return typeof content === 'string' ? content : '';
  });
  const [text, setText] = useState(markup);
  const textId = useId();
  // Undo/redo or a save from elsewhere replace the markup; typing here already matches it.
  useEffect(() => {
    setText((current) => (current === markup ? current : markup));
  }, [markup]);
  return (
    <div className="atelier-code-editor">
      <div className="atelier-code-editor__toolbar">
        <h2>Editing code</h2>
        <button type="button" onClick={onExit}>
          Exit code editor
        </button>
      </div>
      <label className="atelier-code-editor__label" htmlFor={textId}>
        Type text or HTML
      </label>
      <textarea
        id={textId}
        className="atelier-code-editor__text"
        placeholder="Start writing with text or HTML"
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          store.edit(record, { content: event.target.value });
        }}
      />
    </div>
  );
}
