import { describe, expect, it } from 'vitest';
import { readPhpLiteralCalls } from './php-literal-calls.js';
import { readThemeRegistrations } from './theme-registrations.js';

const FUNCTIONS_PHP = `<?php
/**
 * Functions of a block theme.
 */

if ( ! function_exists( 'harbor_block_styles' ) ) :
	function harbor_block_styles() {
		register_block_style(
			'core/list',
			array(
				'name'         => 'checkmark-list',
				'label'        => __( 'Checkmark', 'harbor' ),
				'inline_style' => '
				ul.is-style-checkmark-list {
					list-style-type: "\\2713";
				}',
			)
		);
		register_block_style( [ 'core/image', 'core/cover' ], [ 'name' => 'framed', 'label' => _x( 'Framed', 'block style', 'harbor' ), 'style_data' => array( 'border' => array( 'width' => '4px' ) ) ] );
		// register_block_style( 'core/quote', array( 'name' => 'commented-out' ) );
		register_block_style( 'core/quote', array( 'name' => $name, 'label' => 'Dynamic' ) );
	}
endif;
add_action( 'init', 'harbor_block_styles' );

function harbor_pattern_categories() {
	register_block_pattern_category(
		'harbor_page',
		array(
			'label'       => __( 'Pages', 'harbor' ),
			'description' => __( 'Full page ' . "layouts.", 'harbor' ),
		)
	);
}
add_action( 'init', 'harbor_pattern_categories' );
`;

describe('readPhpLiteralCalls', () => {
  it('reads literal arguments: strings with their escapes, arrays, numbers and constants', () => {
    const { calls } = readPhpLiteralCalls(
      `<?php f( 'it\\'s', "tab\\tx\\u{41}", array( 'a' => 1, 2.5, true ), [ null ] );`,
      ['f'],
    );
    expect(calls).toEqual([
      { name: 'f', line: 1, args: ["it's", 'tab\txA', { a: 1, 0: 2.5, 1: true }, [null]] },
    ]);
  });

  it('skips markup outside PHP tags, comments, definitions and method calls', () => {
    const { calls } = readPhpLiteralCalls(
      `f('html') <?php # f('hash')
      /* f('block') */ function f( $x ) {} $o->f('method'); f('real'); ?> f('after')`,
      ['f'],
    );
    expect(calls.map((call) => call.args)).toEqual([['real']]);
  });

  it('refuses a call whose arguments are not literals, saying where', () => {
    const { calls, problems } = readPhpLiteralCalls(`<?php\n\nf( "a $b" );\nf( g( 1 ) );`, ['f']);
    expect(calls).toEqual([]);
    expect(problems).toEqual([
      { name: 'f', line: 3, reason: 'a string that reads a variable' },
      { name: 'f', line: 4, reason: '"g" is not a literal' },
    ]);
  });
});

describe('readThemeRegistrations', () => {
  const registrations = readThemeRegistrations(FUNCTIONS_PHP);

  it('reads the block styles registered with literals, one per block type', () => {
    expect(registrations.blockStyles).toEqual([
      {
        blockName: 'core/list',
        name: 'checkmark-list',
        label: 'Checkmark',
        inlineStyle:
          '\n\t\t\t\tul.is-style-checkmark-list {\n\t\t\t\t\tlist-style-type: "\\2713";\n\t\t\t\t}',
      },
      {
        blockName: 'core/image',
        name: 'framed',
        label: 'Framed',
        inlineStyle: '',
        styleData: { border: { width: '4px' } },
      },
      {
        blockName: 'core/cover',
        name: 'framed',
        label: 'Framed',
        inlineStyle: '',
        styleData: { border: { width: '4px' } },
      },
    ]);
  });

  it('reads the pattern categories with their labels and descriptions', () => {
    expect(registrations.patternCategories).toEqual([
      { name: 'harbor_page', label: 'Pages', description: 'Full page layouts.' },
    ]);
  });

  it('reports the registrations it could not read', () => {
    expect(registrations.problems).toEqual([
      'functions.php line 21: register_block_style: "$name" is not a literal',
    ]);
  });
});
