import { describe, expect, it } from 'vitest';
import { htmlIndexOfTextOffset, textOffsetOfHtmlIndex } from './html-text-offsets';

// Visible text "a b & c": a(0) space(1) <strong>(2–9) b(10) </strong>(11–19) space(20)
// &amp;(21–25) space(26) c(27), 28 characters of HTML.
const MIXED = 'a <strong>b</strong> &amp; c';

describe('htmlIndexOfTextOffset', () => {
  it('steps over tags and counts an entity as the one character it makes', () => {
    const indexes = [0, 1, 2, 3, 4, 5, 6, 7].map((offset) => htmlIndexOfTextOffset(MIXED, offset));
    expect(indexes).toEqual([0, 1, 2, 11, 21, 26, 27, 28]);
  });

  it('puts the caret ahead of the tags that follow the character before it', () => {
    expect(MIXED.slice(0, htmlIndexOfTextOffset(MIXED, 2))).toBe('a ');
    expect(MIXED.slice(htmlIndexOfTextOffset(MIXED, 3))).toBe('</strong> &amp; c');
  });

  it('gives the end of the HTML for an offset past the text', () => {
    expect(htmlIndexOfTextOffset(MIXED, 99)).toBe(MIXED.length);
    expect(htmlIndexOfTextOffset('', 3)).toBe(0);
  });

  it('counts a line break as one character, as the canvas caret does', () => {
    const html = 'one<br>two';
    expect(htmlIndexOfTextOffset(html, 3)).toBe(3);
    expect(htmlIndexOfTextOffset(html, 4)).toBe(7);
    expect(htmlIndexOfTextOffset('a<br/>b', 2)).toBe(6);
  });

  it('reads a tag whose quoted attribute holds a closing bracket as one tag', () => {
    const html = '<a href="x>y">link</a> after';
    expect(htmlIndexOfTextOffset(html, 1)).toBe('<a href="x>y">l'.length);
    expect(textOffsetOfHtmlIndex(html, html.length)).toBe('link after'.length);
  });

  it('leaves a lone ampersand or a bracket that opens no tag as text', () => {
    expect(htmlIndexOfTextOffset('a & b', 3)).toBe(3);
    expect(htmlIndexOfTextOffset('1 < 2', 4)).toBe(4);
  });

  it('counts a character above U+FFFF written as an entity as two units, as the DOM does', () => {
    const html = '&#128512;x';
    expect(textOffsetOfHtmlIndex(html, html.length)).toBe(3);
    expect(htmlIndexOfTextOffset(html, 2)).toBe('&#128512;'.length);
  });

  it('counts a CR LF pair once, as the parser keeps one line feed', () => {
    expect(textOffsetOfHtmlIndex('a\r\nb', 4)).toBe(3);
    expect(htmlIndexOfTextOffset('a\r\nb', 2)).toBe(3);
  });
});

describe('textOffsetOfHtmlIndex', () => {
  it('counts the visible characters before an index', () => {
    expect(textOffsetOfHtmlIndex(MIXED, 0)).toBe(0);
    expect(textOffsetOfHtmlIndex(MIXED, 10)).toBe(2);
    expect(textOffsetOfHtmlIndex(MIXED, 11)).toBe(3);
    expect(textOffsetOfHtmlIndex(MIXED, 20)).toBe(3);
    expect(textOffsetOfHtmlIndex(MIXED, 26)).toBe(5);
    expect(textOffsetOfHtmlIndex(MIXED, 28)).toBe(7);
  });

  it('counts an index inside a tag or an entity as the place before it', () => {
    expect(textOffsetOfHtmlIndex(MIXED, 5)).toBe(2);
    expect(textOffsetOfHtmlIndex(MIXED, 23)).toBe(4);
  });

  it('takes every offset back to itself through its HTML index', () => {
    const html = '<em>x</em>y<br>z &lt;<a href="/">w</a>';
    for (let offset = 0; offset <= 7; offset += 1) {
      expect(textOffsetOfHtmlIndex(html, htmlIndexOfTextOffset(html, offset))).toBe(offset);
    }
  });
});
