import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { TextField } from '../../inspector/controls/TextField';
import { fileUrlChanges, previewHeight } from './file-changes';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * File: its address, the inline PDF embed (WordPress's 'Show inline embed' and its height), the
 * link opening in a new tab and the download button.
 */
export function FileSettings({ attributes, update, block }: BlockControlProps) {
  const href = text(attributes.href);
  return (
    <PanelSection title="Settings">
      <TextField
        label="File URL"
        type="url"
        value={href}
        onChange={(url) => update(fileUrlChanges(attributes, url, block.clientId), true)}
      />
      {href !== '' && (
        <>
          <label className="atelier-inspector__toggle">
            <input
              type="checkbox"
              checked={attributes.displayPreview === true}
              onChange={(event) => update({ displayPreview: event.target.checked })}
            />
            Show inline embed
          </label>
          {attributes.displayPreview === true && (
            <TextField
              label="Height in pixels"
              type="number"
              min={1}
              value={String(attributes.previewHeight ?? 600)}
              onChange={(value) => update({ previewHeight: previewHeight(value) }, true)}
            />
          )}
          <label className="atelier-inspector__toggle">
            <input
              type="checkbox"
              checked={attributes.textLinkTarget === '_blank'}
              onChange={(event) =>
                update({ textLinkTarget: event.target.checked ? '_blank' : undefined })
              }
            />
            Open in new tab
          </label>
          <label className="atelier-inspector__toggle">
            <input
              type="checkbox"
              checked={attributes.showDownloadButton !== false}
              onChange={(event) =>
                update({
                  showDownloadButton: event.target.checked,
                  downloadButtonText: text(attributes.downloadButtonText) || 'Download',
                })
              }
            />
            Show download button
          </label>
        </>
      )}
    </PanelSection>
  );
}
