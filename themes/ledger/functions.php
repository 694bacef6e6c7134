<?php
/**
 * Ledger theme set-up: supports, one menu location and the stylesheet.
 *
 * @package Ledger
 */

if ( ! function_exists( 'ledger_setup' ) ) {
	/**
	 * Declares what the theme supports and registers its menu location.
	 */
	function ledger_setup() {
		load_theme_textdomain( 'ledger', get_template_directory() . '/languages' );
		add_theme_support( 'title-tag' );
		add_theme_support( 'automatic-feed-links' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script' ) );
		register_nav_menus(
			array(
				'primary' => __( 'Primary menu', 'ledger' ),
			)
		);
	}
}
add_action( 'after_setup_theme', 'ledger_setup' );

/**
 * Loads the theme stylesheet on the front end.
 */
function ledger_enqueue_styles() {
	wp_enqueue_style(
		'ledger-style',
		get_stylesheet_uri(),
		array(),
		wp_get_theme()->get( 'Version' )
	);
}
add_action( 'wp_enqueue_scripts', 'ledger_enqueue_styles' );
