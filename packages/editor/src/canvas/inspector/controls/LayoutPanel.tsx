import type { BlockAttributes } from '@atelier/blocks';
import { ButtonGroup } from './ButtonGroup';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';
import { TextField } from './TextField';

type Layout = Record<string, unknown>;

const JUSTIFY = [
  { value: 'left', label: 'Justify items left' },
  { value: 'center', label: 'Justify items center' },
  { value: 'right', label: 'Justify items right' },
  { value: 'space-between', label: 'Space between items' },
];
const ORIENTATION = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
];

function layoutOf(attributes: BlockAttributes, fallbackType: string): Layout {
  const layout = attributes.layout;
  const value: Layout = typeof layout === 'object' && layout !== null ? { ...layout } : {};
  if (typeof value.type !== 'string') value.type = fallbackType;
  return value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Layout: content and wide widths for flow/constrained containers ('Inner blocks use content
 * width'), justification, orientation and wrapping for flex ones.
 */
export function LayoutPanel({ attributes, supports, update }: BlockControlProps) {
  const fallbackType =
    typeof supports.layout === 'object' ? (supports.layout.default?.type ?? 'flow') : 'flow';
  const layout = layoutOf(attributes, fallbackType);
  const set = (changes: Layout, typing = false) => {
    const next: Layout = { ...layout, ...changes };
    for (const key of Object.keys(next))
      if (next[key] === undefined || next[key] === '') delete next[key];
    update({ layout: next }, typing);
  };
  const isFlex = layout.type === 'flex';
  return (
    <PanelSection title="Layout">
      {!isFlex && (
        <>
          <label className="atelier-inspector__toggle">
            <input
              type="checkbox"
              checked={layout.type === 'constrained'}
              onChange={(event) => set({ type: event.target.checked ? 'constrained' : 'default' })}
            />
            Inner blocks use content width
          </label>
          {layout.type === 'constrained' && (
            <>
              <TextField
                label="Content width"
                value={text(layout.contentSize)}
                onChange={(value) => set({ contentSize: value }, true)}
              />
              <TextField
                label="Wide width"
                value={text(layout.wideSize)}
                onChange={(value) => set({ wideSize: value }, true)}
              />
            </>
          )}
        </>
      )}
      {(isFlex || layout.type === 'constrained') && (
        <ButtonGroup
          label="Justification"
          value={text(layout.justifyContent) || undefined}
          options={isFlex ? JUSTIFY : JUSTIFY.slice(0, 3)}
          onChange={(value) => set({ justifyContent: value })}
        />
      )}
      {isFlex && (
        <>
          <ButtonGroup
            label="Orientation"
            value={text(layout.orientation) || 'horizontal'}
            options={ORIENTATION}
            onChange={(value) => set({ orientation: value ?? 'horizontal' })}
          />
          <label className="atelier-inspector__toggle">
            <input
              type="checkbox"
              checked={layout.flexWrap !== 'nowrap'}
              onChange={(event) => set({ flexWrap: event.target.checked ? undefined : 'nowrap' })}
            />
            Allow to wrap to multiple lines
          </label>
        </>
      )}
    </PanelSection>
  );
}
