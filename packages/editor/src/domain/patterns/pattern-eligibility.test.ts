import { describe, expect, it } from 'vitest';
import { templateFixture } from '../templates/testing/template-fixture';
import {
  canDuplicatePattern,
  canDuplicateTemplatePart,
  isExportable,
  isPatternDeletable,
  isPatternEditable,
  isPatternRenamable,
  isPatternResettable,
} from './pattern-eligibility';
import { templatePartPatternItem } from './pattern-item';
import { patternFixture } from './testing/pattern-fixture';

const user = patternFixture();
const theme = patternFixture({ kind: 'theme', name: 'loom/hero' });
const madePart = templatePartPatternItem(
  templateFixture({ type: 'wp_template_part', source: 'custom', hasThemeFile: false }),
);
const customisedPart = templatePartPatternItem(
  templateFixture({ type: 'wp_template_part', source: 'custom', hasThemeFile: true }),
);
const themePart = templatePartPatternItem(
  templateFixture({ type: 'wp_template_part', source: 'theme', hasThemeFile: true }),
);

describe('pattern action eligibility (spec 2 §5)', () => {
  it.each([
    ['Export as JSON', isExportable, [true, false, false, false, false]],
    ['Rename', isPatternRenamable, [true, false, true, false, false]],
    ['Delete', isPatternDeletable, [true, false, true, false, false]],
    ['Clear customizations', isPatternResettable, [false, false, false, true, false]],
    ['Duplicate pattern', canDuplicatePattern, [true, true, false, false, false]],
    ['Duplicate template part', canDuplicateTemplatePart, [false, false, true, true, true]],
    ['Edit', isPatternEditable, [true, false, true, true, true]],
  ])('%s: user, theme, made part, customised part, theme part', (_name, rule, expected) => {
    expect([user, theme, madePart, customisedPart, themePart].map((item) => rule(item))).toEqual(
      expected,
    );
  });
});
