import { describe, expect, it } from 'vitest';
import { parseHtml } from './node-html-tree';

function first(source: string, selector: string) {
  const element = parseHtml(source).queryOne(selector);
  if (element === null) throw new Error(`nothing matches ${selector}`);
  return element;
}

describe('parseHtml (htmlparser2, held to the HTML standard)', () => {
  it('decodes entities as the HTML parser does, legacy ones without a semicolon included', () => {
    const paragraph = first('<p>Don&#8217;t &amp; a&nbsp;b &copy; &notit; &amp</p>', 'p');
    expect(paragraph.text()).toBe('Don’t & a\u00a0b © ¬it; &');
    expect(paragraph.innerHtml()).toBe('Don’t &amp; a&nbsp;b © ¬it; &amp;');
  });

  it('serialises inner HTML as innerHTML: lower-case names, quoted attributes, no end tag for void elements', () => {
    const wrapper = first(
      '<div><P CLASS=\'Lead\' hidden>one<BR/>two<img src=/a.png alt="&quot;A&quot; &lt; B\u00a0"></P></div>',
      'div',
    );
    expect(wrapper.innerHtml()).toBe(
      '<p class="Lead" hidden="">one<br>two<img src="/a.png" alt="&quot;A&quot; &lt; B&nbsp;"></p>',
    );
  });

  it('writes SVG names in their mixed case, with end tags', () => {
    const paragraph = first(
      '<p><svg viewBox="0 0 2 2"><linearGradient gradientUnits="userSpaceOnUse"/><path d="M0 0"/></svg></p>',
      'p',
    );
    expect(paragraph.innerHtml()).toBe(
      '<svg viewBox="0 0 2 2"><linearGradient gradientUnits="userSpaceOnUse"></linearGradient><path d="M0 0"></path></svg>',
    );
    expect(first('<svg viewBox="0 0 2 2"><g></g></svg>', 'svg').attribute('viewBox')).toBe(
      '0 0 2 2',
    );
  });

  it('keeps the text of script and style as written', () => {
    expect(first('<div><style>p > a {}</style></div>', 'div').innerHtml()).toBe(
      '<style>p > a {}</style>',
    );
  });

  it('drops the line feed after <pre> and normalises CRLF line breaks', () => {
    expect(first('<pre>\n\nsecond line</pre>', 'pre').text()).toBe('\nsecond line');
    expect(first('<p>one\r\ntwo\rthree</p>', 'p').text()).toBe('one\ntwo\nthree');
  });

  it('puts table rows written straight in a table into a tbody', () => {
    const fragment = parseHtml(
      '<table><thead><tr><th>h</th></tr></thead>\n<tr><td>a</td></tr>\n<tr><td>b</td></tr>\n</table>',
    );
    expect(fragment.queryAll('tbody tr').map((row) => row.text())).toEqual(['a', 'b']);
    expect(fragment.queryAll('tbody tr + tr').map((row) => row.text())).toEqual(['b']);
    expect(
      fragment
        .queryOne('table')
        ?.children()
        .map((node) => node.kind === 'element' && node.name),
    ).toEqual(['thead', false, 'tbody']);
  });

  it('matches selectors against the whole tree but returns descendants only', () => {
    const item = first('<ul><li>one <span>x</span></li></ul>', 'li');
    expect(item.queryOne('ul li span')?.text()).toBe('x');
    expect(item.queryOne('li')).toBeNull();
    expect(item.queryOne('p[')).toBeNull();
    expect(parseHtml('<p>x</p>').queryAll('>>>')).toEqual([]);
  });

  it('gives element and text children without comments', () => {
    const children = parseHtml('a<!-- note --><b>b</b>c').children();
    expect(children.map((node) => (node.kind === 'text' ? node.text : `<${node.name}>`))).toEqual([
      'a',
      '<b>',
      'c',
    ]);
  });
});
