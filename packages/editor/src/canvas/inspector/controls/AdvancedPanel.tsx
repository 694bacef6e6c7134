import { ApplyGloballyControl } from './ApplyGloballyControl';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { TextField } from './TextField';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** HTML anchor (when supported), 'Additional CSS class(es)', then 'Apply globally'. */
export function AdvancedPanel({ attributes, blockType, supports, update }: BlockControlProps) {
  return (
    <PanelSection title="Advanced">
      {supports.anchor === true && (
        <TextField
          label="HTML anchor"
          help="Enter a word or two — without spaces — to make a unique web address just for this block."
          value={text(attributes.anchor)}
          onChange={(value) => update({ anchor: value.replace(/\s+/g, '-') || undefined }, true)}
        />
      )}
      {supports.customClassName !== false && (
        <TextField
          label="Additional CSS class(es)"
          help="Separate multiple classes with spaces."
          value={text(attributes.className)}
          onChange={(value) => update({ className: value === '' ? undefined : value }, true)}
        />
      )}
      <ApplyGloballyControl blockType={blockType} attributes={attributes} update={update} />
    </PanelSection>
  );
}
