import { describe, expect, it } from 'vitest';
import { evaluatePhpTemplate, type PhpTemplateEnv } from './evaluate-php-template.js';

const env: PhpTemplateEnv = {
  templateDirectoryUri: '/wp-content/themes/parent',
  stylesheetDirectoryUri: '/wp-content/themes/child',
  ksesPost: async (html) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
};

async function render(source: string): Promise<string> {
  const result = await evaluatePhpTemplate(source, env);
  if (!result.ok) throw new Error(`refused: line ${result.line}: ${result.reason}`);
  return result.output;
}

async function refusal(source: string): Promise<string> {
  const result = await evaluatePhpTemplate(source, env);
  if (result.ok) throw new Error(`rendered: ${result.output}`);
  return `line ${result.line}: ${result.reason}`;
}

describe('evaluatePhpTemplate: the functions', () => {
  it('__ and _x return the text as written, ignoring domain and context', async () => {
    expect(await render(`<?php echo __( 'Hello', 'my-theme' ); ?>`)).toBe('Hello');
    expect(await render(`<?php echo _x( 'Post', 'noun', 'my-theme' ); ?>`)).toBe('Post');
  });

  it('_e, esc_html_e and esc_attr_e print, the escaping ones escaped', async () => {
    expect(await render(`<p><?php _e( 'A <b>bold</b> move' ); ?></p>`)).toBe(
      '<p>A <b>bold</b> move</p>',
    );
    expect(await render(`<p><?php esc_html_e( 'Fish & "chips"', 'd' ); ?></p>`)).toBe(
      '<p>Fish &amp; &quot;chips&quot;</p>',
    );
    expect(await render(`<img alt="<?php esc_attr_e( "It's <here>", 'd' ); ?>">`)).toBe(
      '<img alt="It&#039;s &lt;here&gt;">',
    );
  });

  it('esc_html__, esc_html_x, esc_attr__, esc_attr_x, esc_html and esc_attr escape', async () => {
    expect(await render(`<?php echo esc_html__( 'a < b', 'd' ); ?>`)).toBe('a &lt; b');
    expect(await render(`<?php echo esc_html_x( 'a > b', 'ctx', 'd' ); ?>`)).toBe('a &gt; b');
    expect(await render(`<?php echo esc_attr__( '"q"', 'd' ); ?>`)).toBe('&quot;q&quot;');
    expect(await render(`<?php echo esc_attr_x( "'q'", 'ctx', 'd' ); ?>`)).toBe('&#039;q&#039;');
    expect(await render(`<?php echo esc_html( 'Tea &amp; cake & more' ); ?>`)).toBe(
      'Tea &amp; cake &amp; more',
    );
    expect(await render(`<?php echo esc_attr( 'x"y' ); ?>`)).toBe('x&quot;y');
  });

  it('esc_url keeps web URLs and empties script URLs', async () => {
    expect(
      await render(`<a href="<?php echo esc_url( 'https://example.org/?a=1&b=2' ); ?>">`),
    ).toBe('<a href="https://example.org/?a=1&#038;b=2">');
    expect(await render(`<a href="<?php echo esc_url( 'javascript:alert(1)' ); ?>">`)).toBe(
      '<a href="">',
    );
  });

  it('wp_kses_post runs the post sanitiser', async () => {
    expect(await render(`<?php echo wp_kses_post( '<em>ok</em><script>x()</script>' ); ?>`)).toBe(
      '<em>ok</em>',
    );
  });

  it('printf prints and sprintf returns, with argument numbers', async () => {
    expect(
      await render(`<p><?php
        printf(
          /* translators: %s: a link */
          esc_html__( 'Made with %s', 'd' ),
          '<a href="' . esc_url( __( 'https://example.org', 'd' ) ) . '" rel="nofollow">Loom</a>'
        );
      ?></p>`),
    ).toBe('<p>Made with <a href="https://example.org" rel="nofollow">Loom</a></p>');
    expect(await render(`<?php echo sprintf( '%2$s, %1$s', 'world', 'Hello' ); ?>`)).toBe(
      'Hello, world',
    );
  });

  it('get_template_directory_uri and get_stylesheet_directory_uri give the theme folders', async () => {
    expect(
      await render(
        `<img src="<?php echo esc_url( get_template_directory_uri() ); ?>/assets/a.webp">` +
          `<img src="<?php echo get_stylesheet_directory_uri() . '/assets/b.webp'; ?>">`,
      ),
    ).toBe(
      '<img src="/wp-content/themes/parent/assets/a.webp"><img src="/wp-content/themes/child/assets/b.webp">',
    );
  });
});

describe('evaluatePhpTemplate: the language subset', () => {
  it('reads single- and double-quoted strings with their escapes', async () => {
    expect(await render(`<?php echo 'It\\'s a \\\\ and a \\n'; ?>`)).toBe("It's a \\ and a \\n");
    expect(await render(`<?php echo "tab\\there \\"q\\" \\x41\\101\\u{263A} \\q"; ?>`)).toBe(
      'tab\there "q" AA☺ \\q',
    );
  });

  it('takes echo with commas, print, <?=, integers, parentheses and a block without ?>', async () => {
    expect(await render(`<?php echo 'a', 1, ( 'b' . 2 ); print 'c'; ?>-<?= 'd' ?>`)).toBe(
      'a1b2c-d',
    );
    expect(await render(`<p>x</p>\n<?php\necho 'tail';\n`)).toBe('<p>x</p>\ntail');
  });

  it('drops comments and the newline right after ?>', async () => {
    expect(
      await render(
        `<?php\n/**\n * Title: T\n */\n// note ?>\n<p>a</p>\n<?php # hash\necho 'b'; ?>\nc`,
      ),
    ).toBe('<p>a</p>\nbc');
  });

  it('keeps markup without PHP exactly as it is', async () => {
    const html = '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->\n';
    expect(await render(html)).toBe(html);
  });
});

describe('evaluatePhpTemplate: refusals', () => {
  it('refuses variables, assignments and interpolation', async () => {
    expect(await refusal(`<p>\n<?php echo $title; ?>`)).toBe('line 2: variables are not supported');
    expect(await refusal(`<?php $x = 1; ?>`)).toBe('line 1: variables are not supported');
    expect(await refusal(`<?php echo "Hi $name"; ?>`)).toBe(
      'line 1: variables in double-quoted strings ("$…") are not supported',
    );
  });

  it('refuses other functions, include, eval and constants', async () => {
    expect(await refusal(`\n\n<?php echo get_option( 'blogname' ); ?>`)).toBe(
      'line 3: the function get_option is not supported',
    );
    expect(await refusal(`<?php include 'x.php'; ?>`)).toBe(
      'line 1: the PHP keyword include is not supported',
    );
    expect(await refusal(`<?php eval( 'echo 1;' ); ?>`)).toBe(
      'line 1: the PHP keyword eval is not supported',
    );
    expect(await refusal(`<?php echo PHP_EOL; ?>`)).toBe(
      'line 1: the constant PHP_EOL is not supported',
    );
    expect(await refusal(`<?php echo constructor( 'x' ); ?>`)).toBe(
      'line 1: the function constructor is not supported',
    );
  });

  it('refuses backticks, heredoc, control structures and other operators', async () => {
    expect(await refusal('<?php echo `ls`; ?>')).toBe(
      'line 1: backticks (shell commands) are not supported',
    );
    expect(await refusal(`<?php echo <<<EOT\nx\nEOT; ?>`)).toBe(
      'line 1: heredoc and nowdoc strings are not supported',
    );
    expect(await refusal(`<?php if ( true ) { echo 'x'; } ?>`)).toBe(
      'line 1: the PHP keyword if is not supported',
    );
    expect(await refusal(`<?php echo 1 + 2; ?>`)).toBe('line 1: the operator "+" is not supported');
    expect(await refusal(`<?php echo 1.5; ?>`)).toBe(
      'line 1: numbers other than decimal integers are not supported',
    );
  });

  it('refuses short open tags, unclosed strings and broken syntax', async () => {
    expect(await refusal(`<? echo 'x'; ?>`)).toBe(
      'line 1: the short open tag "<?" is not supported',
    );
    expect(await refusal(`<?php echo 'open; ?>`)).toBe('line 1: a string is not closed');
    expect(await refusal(`<?php echo 'a' 'b'; ?>`)).toBe(
      'line 1: ";" was expected, found a string',
    );
    expect(await refusal(`<?php esc_html_e(); ?>`)).toBe(
      'line 1: esc_html_e() takes 1 to 2 arguments, not 0',
    );
  });

  it('refuses the whole file: nothing of it is rendered', async () => {
    let printed = false;
    const result = await evaluatePhpTemplate(
      `<?php echo wp_kses_post( 'a' ); ?>\n<?php echo get_option( 'x' ); ?>`,
      {
        ...env,
        ksesPost: async (html) => {
          printed = true;
          return html;
        },
      },
    );
    expect(result).toEqual({
      ok: false,
      line: 2,
      reason: 'the function get_option is not supported',
    });
    expect(printed).toBe(false);
  });

  it('refuses a format with a missing argument at its line', async () => {
    expect(await refusal(`<?php\nprintf(\n  'Hi %s and %s',\n  'a'\n);`)).toBe(
      'line 2: the format "%s" has no argument',
    );
  });
});
