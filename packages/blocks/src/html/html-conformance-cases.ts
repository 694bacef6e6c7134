/**
 * Markup where an HTML parser could go its own way: entities, void and upper-case tags, the line
 * feed after `<pre>`, CRLF line breaks, SVG's mixed-case names, tables without `<tbody>`, `<p>`
 * closed by a block element, comments, quotes and `<` in attributes, invalid selectors. Both
 * `#html-dom` implementations must read them alike (`html-conformance.ts`).
 */
export const HTML_FRAGMENTS: Record<string, string> = {
  entities:
    '<p title="Tom &amp; Jerry &quot;live&quot;">Don&#8217;t &amp; won&rsquo;t &lt;tag&gt; a&nbsp;b &copy; &#x1F600; &notit; &amp</p>',
  'void and upper-case tags':
    '<P CLASS="Lead">one<BR>two<br/>three<IMG SRC="/a.png" ALT="A"><hr></P>',
  'single-quoted and bare attributes':
    '<input type=\'checkbox\' checked disabled="" value=a&amp;b><label for=x>x</label>',
  'line feed after pre': '<pre class="wp-block-preformatted">\nline one\n  line two\n</pre>',
  'two line feeds after pre': '<pre>\n\nkept one</pre><textarea>\nsecond</textarea>',
  'CRLF line breaks': '<p>one\r\ntwo\rthree</p>',
  'inline SVG':
    '<p>Icon <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0"/></linearGradient><path d="M1 1h2"/><foreignObject><b>x</b></foreignObject></svg> end</p>',
  'table rows without tbody':
    '<figure class="wp-block-table"><table>\n<tr><td>a</td><td>b</td></tr>\n<tr><td>c</td><td>d</td></tr>\n</table></figure>',
  'table with head and rows after it':
    '<table><thead><tr><th>h</th></tr></thead><tr><td>x</td></tr><tfoot><tr><td>f</td></tr></tfoot></table>',
  'paragraph closed by a div':
    '<p>first<div>block</div></p><p>open paragraph<ul><li>one<li>two</ul>',
  comments: '<p>a<!-- note -->b<!---->c</p><!-- top -->',
  'no-break spaces and markup characters in attributes':
    '<a href="/x?a=1&amp;b=2" title="1 &lt; 2 &gt; 0" data-x="a\u00a0b">go&nbsp;on</a>',
  'script and style text':
    '<style>p > a { color: red; }</style><script>if (a < b && c) {}</script>',
  'nested formatting, well formed':
    '<p><strong>bold <em>both</em></strong> <code>a &lt; b</code></p>',
  'text only': 'plain text &amp; more',
  empty: '',
  'white space only': ' \n\t ',
};

/**
 * Names each element of the fragments above is asked for one by one (`attribute(name)`, matched
 * ignoring case): mixed-case SVG names asked in either case, HTML names asked in upper case, and
 * names no element has.
 */
export const CONFORMANCE_ATTRIBUTE_NAMES = [
  'viewBox',
  'viewbox',
  'GRADIENTUNITS',
  'class',
  'CLASS',
  'Title',
  'href',
  'checked',
  'data-x',
  'data-absent',
];

/** Selectors run on each fragment above, from the fragment and from each element. */
export const CONFORMANCE_SELECTORS = [
  '*',
  'p',
  'td,th',
  'figure > table',
  'table tr',
  'tbody tr',
  'a[href]',
  'p a',
  ':not(p)',
  'li:first-child',
  'svg path',
  '[title]',
  'p[',
  '>>>',
];

const para = (content: string, attributes = ''): string =>
  `<!-- wp:paragraph${attributes} -->\n${content}\n<!-- /wp:paragraph -->`;

/** Blocks whose saved HTML stresses the parser, valid and invalid ones. */
export const BLOCK_EDGE_CASES: Record<string, string> = {
  'paragraph with entities and line breaks': para(
    '<p>Don&#8217;t &amp; won&rsquo;t<br/>next&nbsp;line &lt;tag&gt;</p>',
  ),
  'paragraph in upper case': para(
    '<P CLASS="has-text-align-center">Hi<BR>you</P>',
    ' {"align":"center"}',
  ),
  'paragraph with CRLF line breaks': para('<p>one\r\ntwo</p>'),
  'paragraph with an inline SVG': para(
    '<p>Icon <svg viewBox="0 0 24 24"><linearGradient id="g"></linearGradient><path d="M1 1h2"></path></svg></p>',
  ),
  'paragraph with a comment': para('<p>a<!-- note -->b</p>'),
  'paragraph closed by a div (invalid)': para('<p>first<div>block</div></p>'),
  'paragraph never closed': para('<p>open'),
  'paragraph with a stray closing tag': para('<p>text</p></div>'),
  'heading saved at another level (invalid)':
    '<!-- wp:heading {"level":3} -->\n<h2 class="wp-block-heading">Title</h2>\n<!-- /wp:heading -->',
  'heading with a class its comment lacks (invalid)':
    '<!-- wp:heading -->\n<h2 class="wp-block-heading has-accent-color has-text-color">Title</h2>\n<!-- /wp:heading -->',
  'preformatted with a line feed after pre':
    '<!-- wp:preformatted -->\n<pre class="wp-block-preformatted">\nline one\n  line two</pre>\n<!-- /wp:preformatted -->',
  'code with markup characters':
    '<!-- wp:code -->\n<pre class="wp-block-code"><code>if (a &lt; b &amp;&amp; c &gt; d) {\n  go();\n}</code></pre>\n<!-- /wp:code -->',
  'verse with white space':
    '<!-- wp:verse -->\n<pre class="wp-block-verse">  Roses\n\tare red</pre>\n<!-- /wp:verse -->',
  'table without tbody':
    '<!-- wp:table {"hasFixedLayout":false} -->\n<figure class="wp-block-table"><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td><strong>d</strong></td></tr></table></figure>\n<!-- /wp:table -->',
  'table with head, body, foot and caption':
    '<!-- wp:table {"hasFixedLayout":true} -->\n<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>Name</th><th>Price</th></tr></thead><tbody><tr><td>Tea &amp; cake</td><td>4&nbsp;€</td></tr></tbody><tfoot><tr><td>Total</td><td>4</td></tr></tfoot></table><figcaption class="wp-element-caption">Menu <a href="/menu?a=1&amp;b=2">more</a></figcaption></figure>\n<!-- /wp:table -->',
  'image with quotes and markup characters in its alt':
    '<!-- wp:image -->\n<figure class="wp-block-image"><img src="/a.png" alt="A &quot;big&quot; &lt;cat&gt;"/><figcaption class="wp-element-caption">See <a href="/x" title="1 &lt; 2">this</a></figcaption></figure>\n<!-- /wp:image -->',
  'quote with a citation':
    '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Words &amp; more</p>\n<!-- /wp:paragraph --><cite>Someone&#8217;s name</cite></blockquote>\n<!-- /wp:quote -->',
  'list items closed implicitly':
    '<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>one\n<!-- /wp:list-item --><!-- wp:list-item -->\n<li>two</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
  'button opening a new tab':
    '<!-- wp:buttons -->\n<div class="wp-block-buttons"><!-- wp:button -->\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/join" target="_blank" rel="noreferrer noopener">Join &amp; win</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->',
  'details with markup in its summary':
    '<!-- wp:details -->\n<details class="wp-block-details"><summary>More &amp; <em>less</em></summary><!-- wp:paragraph -->\n<p>Inside</p>\n<!-- /wp:paragraph --></details>\n<!-- /wp:details -->',
  'unknown block and free-form HTML':
    '<!-- wp:acme/card {"id":3} -->\n<div class="card">x &amp; y</div>\n<!-- /wp:acme/card -->\n\n<div class="free">loose <b>html</b></div>',
};
