import { tag } from '../../html/tag';
import type { BlockType, SaveArguments } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { numberValue, optionalText, text } from '../attribute-values';
import { contentOf, eachTo } from '../text-transforms';

/** The six heading levels, `<h1>` to `<h6>`. */
const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

function headingSave(withClass: boolean) {
  return ({ attributes, blockType }: SaveArguments): string => {
    const level = Math.min(6, Math.max(1, numberValue(attributes, 'level', 2)));
    const align = optionalText(attributes, 'textAlign');
    const wrapper = wrapperAttributes(blockType, attributes, {
      className: align === undefined ? undefined : `has-text-align-${align}`,
    });
    const className = withClass
      ? wrapper.class
      : String(wrapper.class ?? '')
          .replace(/(^|\s)wp-block-heading(?=\s|$)/, '')
          .trim();
    return tag(`h${level}`, { ...wrapper, class: className }, text(attributes, 'content'));
  };
}

/** `core/heading`: `<h1>`–`<h6>` with the `wp-block-heading` class. */
export const heading: BlockType = {
  name: 'core/heading',
  title: 'Heading',
  category: 'text',
  icon: 'heading',
  description: 'Introduce new sections and organize content to help visitors find what they need.',
  keywords: ['title', 'subtitle'],
  example: {
    attributes: { content: 'A clear heading', level: 2 },
    // The Style Book shows every level, each saying which it is (as WordPress's does).
    series: HEADING_LEVELS.map((level) => ({ content: `Heading ${level}`, level })),
  },
  attributes: {
    textAlign: { type: 'string' },
    content: {
      type: 'string',
      source: 'html',
      selector: 'h1,h2,h3,h4,h5,h6',
      default: '',
      role: 'content',
    },
    level: { type: 'number', default: 2 },
    levelOptions: { type: 'array' },
    placeholder: { type: 'string' },
  },
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    className: true,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontStyle: true,
      fontWeight: true,
      letterSpacing: true,
      textTransform: true,
      textDecoration: true,
      writingMode: true,
    },
    border: { color: true, radius: true, style: true, width: true },
  },
  variations: HEADING_LEVELS.map((level) => ({
    name: `h${level}`,
    title: `Heading ${level}`,
    attributes: { level },
    scope: ['block', 'transform'] as const,
    isActive: ['level'],
  })),
  transforms: {
    to: [
      eachTo(['core/paragraph'], 'core/paragraph', (input) => ({
        content: contentOf(input),
        ...(typeof input.attributes.textAlign === 'string'
          ? { align: input.attributes.textAlign }
          : {}),
      })),
      eachTo(
        ['core/quote'],
        'core/quote',
        () => ({}),
        (input) => [{ name: 'core/paragraph', attributes: { content: contentOf(input) } }],
      ),
    ],
  },
  save: headingSave(true),
  deprecated: [{ save: headingSave(false) }],
};
