import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { lostText, visibleWords } from './stored-text.js';

const paragraph = (html: string) => `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph -->`;

describe('lostText', () => {
  it('reads the words a reader sees: no comments, no tags, entities decoded', () => {
    expect(
      visibleWords('<!-- wp:paragraph {"x":"hidden"} --><p>Fish &amp; <b>chips</b>&nbsp;now</p>'),
    ).toEqual(['Fish', '&', 'chips', 'now']);
    // Attribute values are not text, even with a '>' inside them.
    expect(visibleWords('<a title="fish > chips" href="/x">Menu</a>')).toEqual(['Menu']);
  });

  it('markup that changed around the same words loses nothing', () => {
    const sent = {
      fields: { title: 'A <em>title</em>' },
      blocks: parse(paragraph('Tea &amp; cake')),
    };
    const stored = {
      fields: { title: 'A title' },
      blocks: parse(paragraph('<span class="x">Tea</span> &#38; cake')),
    };
    expect(lostText(sent, stored)).toEqual([]);
  });

  it('names the parts that lost a word, or hold it out of order', () => {
    const sent = {
      fields: { title: 'Opening hours', excerpt: 'Open late' },
      blocks: parse(`${paragraph('One two')}\n\n${paragraph('Three')}`),
    };
    expect(
      lostText(sent, {
        fields: { title: 'Opening', excerpt: 'late Open' },
        blocks: parse(paragraph('One two')),
      }),
    ).toEqual(['title', 'excerpt', 'content']);
  });

  it('words added by the store are not a loss; nested fields are read by their text leaves', () => {
    const sent = { fields: { styles: { color: { text: 'red' } } }, blocks: parse(paragraph('Hi')) };
    const stored = {
      fields: { styles: { color: { text: 'red', background: 'blue' } } },
      blocks: parse(`${paragraph('Hi')}\n\n${paragraph('there')}`),
    };
    expect(lostText(sent, stored)).toEqual([]);
    expect(lostText(sent, { fields: { styles: { color: {} } }, blocks: [] })).toEqual([
      'styles',
      'content',
    ]);
  });
});
