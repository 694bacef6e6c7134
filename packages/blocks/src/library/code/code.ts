import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text } from '../attribute-values';
import { contentOf, eachTo } from '../text-transforms';

/** `core/code`: `<pre class="wp-block-code"><code>…</code></pre>`. */
export const code: BlockType = {
  name: 'core/code',
  title: 'Code',
  category: 'text',
  icon: 'editor-code',
  description: 'Display code snippets that respect your spacing and tabs.',
  example: {
    attributes: { content: 'const total = price * quantity;\nconsole.log(total);' },
  },
  attributes: {
    content: { type: 'string', source: 'html', selector: 'code', default: '', role: 'content' },
  },
  supports: {
    align: ['wide'],
    anchor: true,
    typography: { fontSize: true, lineHeight: true, fontFamily: true },
    spacing: { margin: true, padding: true },
    border: { color: true, radius: true, style: true, width: true },
    color: { gradients: true, text: true, background: true },
  },
  transforms: {
    from: [
      eachTo(['core/paragraph', 'core/preformatted'], 'core/code', (input) => ({
        content: contentOf(input),
      })),
    ],
    to: [eachTo(['core/paragraph'], 'core/paragraph', (input) => ({ content: contentOf(input) }))],
  },
  save: ({ attributes, blockType }) =>
    tag(
      'pre',
      wrapperAttributes(blockType, attributes),
      tag('code', {}, text(attributes, 'content')),
    ),
};
