/** A rule of a layout type, relative to the layout's class (`''` is the container itself). */
export interface LayoutRule {
  readonly selector: string;
  readonly declarations: Readonly<Record<string, string>>;
}

/** One layout type: its class, display mode, gap rules and base rules. */
export interface LayoutDefinition {
  readonly name: 'flow' | 'constrained' | 'flex' | 'grid';
  readonly className: string;
  readonly display?: 'flex' | 'grid';
  /** Which part of the block gap the layout uses: the vertical gap, or `row column` for `gap`. */
  readonly gapAxis: 'vertical' | 'combined';
  /** Rules using the block gap; `{gap}` is replaced by the gap value. */
  readonly spacingRules: readonly LayoutRule[];
  readonly baseRules: readonly LayoutRule[];
}

const FLOW_SPACING: readonly LayoutRule[] = [
  { selector: ' > :first-child', declarations: { 'margin-block-start': '0' } },
  { selector: ' > :last-child', declarations: { 'margin-block-end': '0' } },
  { selector: ' > *', declarations: { 'margin-block-start': '{gap}', 'margin-block-end': '0' } },
];

const FLOAT_RULES: readonly LayoutRule[] = [
  {
    selector: ' > .alignleft',
    declarations: { float: 'left', 'margin-inline-start': '0', 'margin-inline-end': '2em' },
  },
  {
    selector: ' > .alignright',
    declarations: { float: 'right', 'margin-inline-start': '2em', 'margin-inline-end': '0' },
  },
  {
    selector: ' > .aligncenter',
    declarations: { 'margin-left': 'auto !important', 'margin-right': 'auto !important' },
  },
];

/** The layout types blocks can use, in output order. */
export const LAYOUT_DEFINITIONS: readonly LayoutDefinition[] = [
  {
    name: 'flow',
    className: 'is-layout-flow',
    gapAxis: 'vertical',
    spacingRules: FLOW_SPACING,
    baseRules: FLOAT_RULES,
  },
  {
    name: 'constrained',
    className: 'is-layout-constrained',
    gapAxis: 'vertical',
    spacingRules: FLOW_SPACING,
    baseRules: [
      ...FLOAT_RULES,
      {
        selector: ' > :where(:not(.alignleft):not(.alignright):not(.alignfull))',
        declarations: {
          'max-width': 'var(--wp--style--global--content-size)',
          'margin-left': 'auto !important',
          'margin-right': 'auto !important',
        },
      },
      {
        selector: ' > .alignwide',
        declarations: { 'max-width': 'var(--wp--style--global--wide-size)' },
      },
    ],
  },
  {
    name: 'flex',
    className: 'is-layout-flex',
    gapAxis: 'combined',
    display: 'flex',
    spacingRules: [{ selector: '', declarations: { gap: '{gap}' } }],
    baseRules: [
      { selector: '', declarations: { 'flex-wrap': 'wrap', 'align-items': 'center' } },
      { selector: ' > :is(*, div)', declarations: { margin: '0' } },
    ],
  },
  {
    name: 'grid',
    className: 'is-layout-grid',
    gapAxis: 'combined',
    display: 'grid',
    spacingRules: [{ selector: '', declarations: { gap: '{gap}' } }],
    baseRules: [{ selector: ' > :is(*, div)', declarations: { margin: '0' } }],
  },
];
