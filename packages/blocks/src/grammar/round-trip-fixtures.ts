/**
 * The round-trip corpus. Each case is block markup that must parse without throwing and serialise
 * back byte for byte; `outline` is the expected tree shape (see `outlineBlocks`), with `#` for
 * free-form HTML and `[…]` for inner blocks.
 */
export interface RoundTripCase {
  name: string;
  markup: string;
  outline: string;
}

const para = (text: string): string =>
  `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

/** The corpus itself. */
export const roundTripCases: RoundTripCase[] = [
  { name: 'empty document', markup: '', outline: '' },
  { name: 'plain paragraph', markup: para('Hello'), outline: 'core/paragraph' },
  {
    name: 'two paragraphs separated by blank line',
    markup: `${para('One')}\n\n${para('Two')}`,
    outline: 'core/paragraph,#,core/paragraph',
  },
  { name: 'void block', markup: '<!-- wp:spacer /-->', outline: 'core/spacer' },
  {
    name: 'void block with attributes',
    markup: '<!-- wp:spacer {"height":"40px"} /-->',
    outline: 'core/spacer',
  },
  {
    name: 'namespaced block',
    markup: '<!-- wp:acme/card {"id":3} -->\n<div class="card">x</div>\n<!-- /wp:acme/card -->',
    outline: 'acme/card',
  },
  {
    name: 'explicit core namespace',
    markup: '<!-- wp:core/paragraph -->\n<p>x</p>\n<!-- /wp:core/paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'names with digits, dash and underscore',
    markup: '<!-- wp:my_plugin-2/block-x_1 /-->',
    outline: 'my_plugin-2/block-x_1',
  },
  {
    name: 'empty attributes object',
    markup: '<!-- wp:paragraph {} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'nested group with paragraphs',
    markup: `<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">${para('a')}\n\n${para('b')}</div>\n<!-- /wp:group -->`,
    outline: 'core/group[core/paragraph,core/paragraph]',
  },
  {
    name: 'columns three levels deep',
    markup:
      '<!-- wp:columns -->\n<div class="wp-block-columns"><!-- wp:column -->\n<div class="wp-block-column"><!-- wp:group -->\n<div class="wp-block-group"><!-- wp:spacer /--></div>\n<!-- /wp:group --></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->',
    outline: 'core/columns[core/column[core/group[core/spacer]]]',
  },
  {
    name: 'same block type nested in itself',
    markup:
      '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:group -->\n<div class="wp-block-group"><!-- wp:group /--></div>\n<!-- /wp:group --></div>\n<!-- /wp:group -->',
    outline: 'core/group[core/group[core/group]]',
  },
  {
    name: 'unicode text and attributes',
    markup:
      '<!-- wp:heading {"content":"Café — 日本語 🎉"} -->\n<h2 class="wp-block-heading">Café — 日本語 🎉</h2>\n<!-- /wp:heading -->',
    outline: 'core/heading',
  },
  {
    name: 'escaped double dash',
    markup:
      '<!-- wp:paragraph {"placeholder":"a \\u002d\\u002d b"} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'escaped angle brackets',
    markup: '<!-- wp:html {"note":"\\u003cb\\u003e"} -->\n<b>x</b>\n<!-- /wp:html -->',
    outline: 'core/html',
  },
  {
    name: 'escaped ampersand',
    markup:
      '<!-- wp:paragraph {"label":"A \\u0026 B"} -->\n<p>A &amp; B</p>\n<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'escaped quote',
    markup:
      '<!-- wp:paragraph {"label":"say \\u0022hi\\u0022"} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'plain escaped quote as written by hand',
    markup: '<!-- wp:paragraph {"label":"say \\"hi\\""} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'brace inside a JSON string',
    markup:
      '<!-- wp:code {"x":"} not the end"} -->\n<pre class="wp-block-code"><code>{}</code></pre>\n<!-- /wp:code -->',
    outline: 'core/code',
  },
  {
    name: 'nested JSON objects and arrays',
    markup:
      '<!-- wp:group {"style":{"spacing":{"padding":{"top":"1rem"}},"border":{"radius":"4px"}},"list":[1,[2,3],{"a":null}]} /-->',
    outline: 'core/group',
  },
  {
    name: 'extra whitespace inside delimiters',
    markup: '<!--   wp:paragraph   {"a":1}   -->\n<p>x</p>\n<!--  /wp:paragraph  -->',
    outline: 'core/paragraph',
  },
  {
    name: 'newline and tab inside delimiters',
    markup: '<!--\twp:separator\n{"opacity":"css"}\n/-->',
    outline: 'core/separator',
  },
  { name: 'free-form HTML only', markup: '<p>Just <em>HTML</em></p>', outline: '#' },
  {
    name: 'free-form HTML around blocks',
    markup: `<div>before</div>${para('x')}<div>after</div>`,
    outline: '#,core/paragraph,#',
  },
  {
    name: 'ordinary HTML comments are text',
    markup: `<!-- a note -->${para('x')}<!-- wp: not a block -->`,
    outline: '#,core/paragraph,#',
  },
  {
    name: 'uppercase name is not a block',
    markup: '<!-- wp:Paragraph -->x<!-- /wp:Paragraph -->',
    outline: '#',
  },
  {
    name: 'comment without space after wp name is text',
    markup: '<!-- wp:paragraph-->x',
    outline: '#',
  },
  {
    name: 'unclosed block takes the rest',
    markup: '<!-- wp:group -->\n<div class="wp-block-group">never closed',
    outline: 'core/group',
  },
  {
    name: 'unclosed inner block closed by its parent',
    markup: '<!-- wp:group --><div><!-- wp:paragraph --><p>x</p></div><!-- /wp:group -->',
    outline: 'core/group[core/paragraph]',
  },
  {
    name: 'stray closer at top level',
    markup: `<p>a</p><!-- /wp:group -->${para('b')}`,
    outline: '#,core/paragraph',
  },
  {
    name: 'stray closer inside a block',
    markup: '<!-- wp:group --><div><!-- /wp:columns --></div><!-- /wp:group -->',
    outline: 'core/group',
  },
  {
    name: 'closer only',
    markup: '<!-- /wp:paragraph -->',
    outline: '#',
  },
  {
    name: 'two unclosed openers',
    markup: '<!-- wp:group --><!-- wp:columns -->text',
    outline: 'core/group[core/columns]',
  },
  {
    name: 'malformed JSON keeps its text',
    markup: '<!-- wp:paragraph {"a":} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'JSON that is not an object',
    markup: '<!-- wp:paragraph {"a":1}} -->x<!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'opener with JSON broken by a comment end',
    markup: '<!-- wp:paragraph {"a": --> <p>x</p>',
    outline: '#',
  },
  {
    name: 'void block inside a block',
    markup:
      '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:spacer {"height":"2rem"} /--></div>\n<!-- /wp:group -->',
    outline: 'core/group[core/spacer]',
  },
  {
    name: 'empty block with open and close',
    markup: '<!-- wp:paragraph --><!-- /wp:paragraph -->',
    outline: 'core/paragraph',
  },
  {
    name: 'whitespace-only content',
    markup: '<!-- wp:separator -->\n\n<!-- /wp:separator -->',
    outline: 'core/separator',
  },
  {
    name: 'CRLF line endings',
    markup: '<!-- wp:paragraph -->\r\n<p>x</p>\r\n<!-- /wp:paragraph -->\r\n',
    outline: 'core/paragraph,#',
  },
  {
    name: 'template part and query',
    markup:
      '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->\n<!-- wp:query {"queryId":1,"query":{"perPage":3,"postType":"post"}} -->\n<div class="wp-block-query"><!-- wp:post-template -->\n<!-- wp:post-title {"isLink":true} /-->\n<!-- /wp:post-template --></div>\n<!-- /wp:query -->',
    outline: 'core/template-part,#,core/query[core/post-template[core/post-title]]',
  },
  {
    name: 'text between inner blocks',
    markup:
      '<!-- wp:list -->\n<ul><!-- wp:list-item -->\n<li>a</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>b</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
    outline: 'core/list[core/list-item,core/list-item]',
  },
  {
    name: 'attribute with unicode escapes of other characters',
    markup: '<!-- wp:paragraph {"x":"\\u00e9\\ud83c\\udf89"} /-->',
    outline: 'core/paragraph',
  },
  {
    name: 'script-like content stays text',
    markup: '<!-- wp:html -->\n<script>if (a < b && c > d) {}</script>\n<!-- /wp:html -->',
    outline: 'core/html',
  },
  {
    name: 'dollar signs and backslashes in content',
    markup:
      '<!-- wp:code -->\n<pre class="wp-block-code"><code>$1 \\n $&amp;</code></pre>\n<!-- /wp:code -->',
    outline: 'core/code',
  },
  {
    name: 'closer for an outer block that skips an unclosed inner one',
    markup: '<!-- wp:columns --><!-- wp:column --><p>a</p><!-- /wp:columns --><p>b</p>',
    outline: 'core/columns[core/column],#',
  },
  {
    name: 'PHP-free pattern body with leading and trailing newlines',
    markup: `\n${para('x')}\n`,
    outline: '#,core/paragraph,#',
  },
];
