import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { TextField } from '../../inspector/controls/TextField';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Button link and 'Open in new tab' (`target=_blank` with `rel=noopener`). */
export function ButtonSettings({ attributes, update }: BlockControlProps) {
  const newTab = attributes.linkTarget === '_blank';
  return (
    <PanelSection title="Settings">
      <TextField
        label="Link"
        type="url"
        value={text(attributes.url)}
        onChange={(url) => update({ url: url === '' ? undefined : url }, true)}
      />
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={newTab}
          onChange={(event) =>
            update(
              event.target.checked
                ? { linkTarget: '_blank', rel: 'noreferrer noopener' }
                : { linkTarget: undefined, rel: undefined },
            )
          }
        />
        Open in new tab
      </label>
    </PanelSection>
  );
}
