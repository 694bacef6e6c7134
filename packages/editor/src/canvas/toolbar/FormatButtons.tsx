import type { ReactNode } from 'react';
import { comboLabel, isApplePlatform, type KeyCombo } from '../../commands/key-combo';
import { BoldIcon, CodeIcon, ItalicIcon, LinkIcon, StrikethroughIcon } from '../../ui/icons';
import { FORMAT_SHORTCUTS } from '../commands/format-shortcuts';
import { isHtmlElement } from '../interaction/dom-blocks';
import { type FormatTag, toggleFormat } from '../rich-text/formats';
import { useActiveFormats } from '../rich-text/use-active-formats';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { emitFrom } from './LinkPopover';
import { tip } from './toolbar-tip';

/** A shortcut as this system writes it. */
const label = (combo: KeyCombo) => comboLabel(combo, isApplePlatform());

/** Bold and italic use the primary modifier; code and strikethrough the access one (rich text). */
const FORMATS: readonly { tag: FormatTag; label: string; icon: () => ReactNode; key: string }[] = [
  { tag: 'strong', label: 'Bold', icon: BoldIcon, key: label(FORMAT_SHORTCUTS.bold) },
  { tag: 'em', label: 'Italic', icon: ItalicIcon, key: label(FORMAT_SHORTCUTS.italic) },
  {
    tag: 'code',
    label: 'Inline code',
    icon: CodeIcon,
    key: label(FORMAT_SHORTCUTS.code),
  },
  {
    tag: 's',
    label: 'Strikethrough',
    icon: StrikethroughIcon,
    key: label(FORMAT_SHORTCUTS.strikethrough),
  },
];

/** The inline formats of the rich text being edited, and Link; pressed when the caret is in one. */
export function FormatButtons({ doc }: { doc: Document }) {
  const ui = useCanvasUiStore();
  const editable = () => {
    const active = doc.activeElement;
    return isHtmlElement(active) && active.isContentEditable ? active : null;
  };
  const active = useActiveFormats(doc);
  return (
    <fieldset className="atelier-block-toolbar__group" aria-label="Format">
      {FORMATS.map((format) => (
        <button
          key={format.tag}
          type="button"
          className="atelier-block-toolbar__format"
          aria-label={format.label}
          aria-pressed={active.has(format.tag)}
          title={tip(format.label, format.key)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const element = editable();
            if (element !== null && toggleFormat(element, format.tag)) emitFrom(element);
          }}
        >
          <format.icon />
        </button>
      ))}
      <button
        type="button"
        className="atelier-block-toolbar__format"
        aria-label="Link"
        aria-pressed={active.has('a')}
        title={tip('Link', label(FORMAT_SHORTCUTS.link))}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const element = editable();
          const range = doc.getSelection()?.getRangeAt(0);
          if (element === null || range === undefined) return;
          ui.set({ link: { element, range: range.cloneRange(), emit: () => emitFrom(element) } });
        }}
      >
        <LinkIcon />
      </button>
    </fieldset>
  );
}
