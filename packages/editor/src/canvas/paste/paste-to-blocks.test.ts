import { describe, expect, it } from 'vitest';
import { htmlToBlocks, isBlockMarkup, textToBlocks } from './paste-to-blocks';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('htmlToBlocks', () => {
  it('turns rich HTML into headings, paragraphs, lists and images, sanitised', () => {
    const result = htmlToBlocks(
      `<meta charset="utf-8"><h2 style="color:red">Title <span>here</span></h2>
       <p>Some <b>bold</b> and <i>italic</i> <a href="https://example.org" onclick="x()">link</a>
       <a href="javascript:alert(1)">bad</a><script>alert(1)</script></p>
       <ul><li>one</li><li>two<ul><li>deep</li></ul></li></ul>
       <img src="https://example.org/a.png" alt="A cat">`,
      parse,
    );
    expect(result).toEqual({
      kind: 'blocks',
      blocks: [
        { name: 'core/heading', attributes: { content: 'Title here', level: 2 }, innerBlocks: [] },
        {
          name: 'core/paragraph',
          attributes: {
            content:
              'Some <strong>bold</strong> and <em>italic</em> <a href="https://example.org">link</a> bad',
          },
          innerBlocks: [],
        },
        {
          name: 'core/list',
          attributes: {},
          innerBlocks: [
            { name: 'core/list-item', attributes: { content: 'one' }, innerBlocks: [] },
            {
              name: 'core/list-item',
              attributes: { content: 'two' },
              innerBlocks: [
                {
                  name: 'core/list',
                  attributes: {},
                  innerBlocks: [
                    { name: 'core/list-item', attributes: { content: 'deep' }, innerBlocks: [] },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'core/image',
          attributes: { url: 'https://example.org/a.png', alt: 'A cat' },
          innerBlocks: [],
        },
      ],
    });
  });

  it('keeps inline-only HTML inline', () => {
    expect(htmlToBlocks('<span>plain <strong>strong</strong></span>', parse)).toEqual({
      kind: 'inline',
      html: 'plain <strong>strong</strong>',
    });
  });

  it('makes paragraphs of text between blocks inside containers and numbers ordered lists', () => {
    const result = htmlToBlocks('<div>loose text<ol><li>a</li></ol></div>', parse);
    expect(result.kind === 'blocks' && result.blocks.map((block) => block.name)).toEqual([
      'core/paragraph',
      'core/list',
    ]);
    expect(result.kind === 'blocks' && result.blocks[1]?.attributes).toEqual({ ordered: true });
  });
});

describe('textToBlocks', () => {
  it('splits plain text into escaped paragraphs on blank lines', () => {
    expect(textToBlocks('one <b>\nline two\n\nthree')).toEqual({
      kind: 'blocks',
      blocks: [
        {
          name: 'core/paragraph',
          attributes: { content: 'one &lt;b&gt;<br>line two' },
          innerBlocks: [],
        },
        { name: 'core/paragraph', attributes: { content: 'three' }, innerBlocks: [] },
      ],
    });
  });

  it('keeps one line inline', () => {
    expect(textToBlocks('just this')).toEqual({ kind: 'inline', html: 'just this' });
  });
});

describe('isBlockMarkup', () => {
  it('recognises copied blocks', () => {
    expect(isBlockMarkup('<!-- wp:paragraph -->\n<p>x</p>\n<!-- /wp:paragraph -->')).toBe(true);
    expect(isBlockMarkup('  <!-- wp:core/heading {"level":3} -->')).toBe(true);
    expect(isBlockMarkup('<!-- a comment -->')).toBe(false);
    expect(isBlockMarkup('text <!-- wp:paragraph -->')).toBe(false);
  });
});
