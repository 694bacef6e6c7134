import type { BlockSupports } from '@atelier/blocks';
import { useState } from 'react';
import { ButtonGroup } from '../../canvas/inspector/controls/ButtonGroup';
import { TextField } from '../../canvas/inspector/controls/TextField';
import { TypographyStylePanel } from '../../canvas/inspector/controls/TypographyPanel';
import { readPath, withPath } from '../../domain/global-styles/style-tree';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';
import type { TypographyElement } from './styles-sections';
import {
  ELEMENT_LABELS,
  elementStylePath,
  HEADING_LEVELS,
  type HeadingLevel,
} from './typography-elements';
import { useStyleNode } from './use-style-node';

/** Global styles offer every typography control. */
const ALL_TYPOGRAPHY: BlockSupports = {
  typography: {
    fontSize: true,
    fontFamily: true,
    lineHeight: true,
    fontWeight: true,
    fontStyle: true,
    textTransform: true,
  },
};

const DECORATIONS = [
  { value: 'none', label: 'None' },
  { value: 'underline', label: 'Underline' },
  { value: 'line-through', label: 'Strikethrough' },
];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * One element's typography (`/typography/{element}`): font family, size, appearance, line
 * height, letter case from the shared Typography panel, plus letter spacing and decoration;
 * headings have a level toggle (All, H1–H6).
 */
export function TypographyElementScreen({ element }: { element: TypographyElement }) {
  const [level, setLevel] = useState<HeadingLevel>('heading');
  const { value, onChange, settings } = useStyleNode(elementStylePath(element, level));
  const typography = (key: string) => text(readPath(value, ['typography', key]));
  const setTypography = (key: string, next: string | undefined, typing = false) =>
    onChange(withPath(value, ['typography', key], next), typing);
  return (
    <StylesScreenFrame
      title={ELEMENT_LABELS[element]}
      screen={{ kind: 'typography-element', element }}
    >
      <StylesPanels>
        {element === 'heading' && (
          <div className="atelier-inspector__panel">
            <ButtonGroup
              label="Heading level"
              value={level}
              options={HEADING_LEVELS}
              onChange={(next) =>
                setLevel(HEADING_LEVELS.find((option) => option.value === next)?.value ?? level)
              }
            />
          </div>
        )}
        <TypographyStylePanel
          value={value}
          onChange={onChange}
          supports={ALL_TYPOGRAPHY}
          settings={settings}
        />
        <div className="atelier-inspector__panel">
          <TextField
            label="Letter spacing"
            value={typography('letterSpacing')}
            onChange={(next) => setTypography('letterSpacing', next, true)}
          />
          <ButtonGroup
            label="Decoration"
            value={typography('textDecoration') || undefined}
            options={DECORATIONS}
            onChange={(next) => setTypography('textDecoration', next)}
          />
        </div>
      </StylesPanels>
    </StylesScreenFrame>
  );
}
