import { escapeHtml } from '@atelier/blocks';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { TextField } from '../../inspector/controls/TextField';
import { htmlToText } from '../../state/rich-text-attribute';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** An emptied field removes the attribute. */
const orNone = (value: string) => (value === '' ? undefined : value);

/**
 * A menu item (custom link or submenu): label, link, 'Open in new tab', description, link title
 * and rel. The label is rich text in the canvas; here it is edited as plain text.
 */
export function NavigationLinkSettings({ attributes, update }: BlockControlProps) {
  return (
    <PanelSection title="Settings">
      <TextField
        label="Label"
        value={htmlToText(text(attributes.label))}
        onChange={(label) => update({ label: orNone(escapeHtml(label)) }, true)}
      />
      <TextField
        label="Link"
        type="url"
        value={text(attributes.url)}
        onChange={(url) => update({ url: orNone(url.trim()) }, true)}
      />
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={attributes.opensInNewTab === true}
          onChange={(event) => update({ opensInNewTab: event.target.checked })}
        />
        Open in new tab
      </label>
      <TextField
        label="Description"
        value={text(attributes.description)}
        help="The description will be displayed in the menu if the current theme supports it."
        onChange={(description) => update({ description: orNone(description) }, true)}
      />
      <TextField
        label="Link title"
        value={text(attributes.title)}
        help="Additional information to help clarify the purpose of the link."
        onChange={(title) => update({ title: orNone(title) }, true)}
      />
      <TextField
        label="Link rel"
        value={text(attributes.rel)}
        help="The relationship of the linked URL as space-separated link types."
        onChange={(rel) => update({ rel: orNone(rel) }, true)}
      />
    </PanelSection>
  );
}
