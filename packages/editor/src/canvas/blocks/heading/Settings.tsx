import { ButtonGroup } from '../../inspector/controls/ButtonGroup';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { setHeadingLevel } from '../../state/heading-level';

const HEADINGS = [1, 2, 3, 4, 5, 6].map((level) => ({
  value: String(level),
  label: `Heading ${level}`,
}));

/** Title blocks (site, post, archive title) may also be a plain paragraph: level 0. */
const TITLE_LEVELS = [{ value: '0', label: 'Paragraph' }, ...HEADINGS];

/** The default level of each title block when its comment names none. */
const DEFAULT_LEVEL: Readonly<Record<string, number>> = {
  'core/heading': 2,
  'core/post-title': 2,
  'core/query-title': 1,
  'core/site-title': 1,
};

/**
 * The heading level: H1–H6 for a Heading (through the same verb as access+1…6, which keeps its
 * content and alignment), and Paragraph or H1–H6 for the site, post and archive titles.
 */
export function HeadingLevelSettings({ block, attributes, owner, update }: BlockControlProps) {
  const store = useBlockEditorStore();
  const isHeading = block.name === 'core/heading';
  const level =
    typeof attributes.level === 'number' ? attributes.level : DEFAULT_LEVEL[block.name ?? ''];
  return (
    <PanelSection title="Settings">
      <ButtonGroup
        label="Heading level"
        value={level === undefined ? undefined : String(level)}
        options={isHeading ? HEADINGS : TITLE_LEVELS}
        onChange={(value) => {
          if (value === undefined) return;
          if (isHeading) {
            store.run(setHeadingLevel, { clientId: block.clientId, level: Number(value) }, owner);
          } else {
            update({ level: Number(value) });
          }
        }}
      />
    </PanelSection>
  );
}
