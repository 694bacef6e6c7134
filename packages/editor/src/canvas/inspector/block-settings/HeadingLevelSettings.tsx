import { useBlockEditor } from '../../state/block-editor-hooks';
import { setHeadingLevel } from '../../state/heading-level';
import { ButtonGroup } from '../controls/ButtonGroup';
import type { BlockControlProps } from '../controls/block-control-props';
import { PanelSection } from '../controls/PanelSection';

const LEVELS = [1, 2, 3, 4, 5, 6].map((level) => ({
  value: String(level),
  label: `Heading ${level}`,
}));

/** The heading level (H1–H6), through the same verb as access+1…6. */
export function HeadingLevelSettings({ block, attributes, owner }: BlockControlProps) {
  const { run } = useBlockEditor();
  const level = attributes.level;
  return (
    <PanelSection title="Settings">
      <ButtonGroup
        label="Heading level"
        value={typeof level === 'number' ? String(level) : '2'}
        options={LEVELS}
        onChange={(value) => {
          if (value !== undefined) {
            run(setHeadingLevel, { clientId: block.clientId, level: Number(value) }, owner);
          }
        }}
      />
    </PanelSection>
  );
}
