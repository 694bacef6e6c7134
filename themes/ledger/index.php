<?php
/**
 * The only template of the Ledger classic theme: header, the loop and footer.
 *
 * @package Ledger
 */

?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="ledger-page">
	<header class="ledger-header">
		<p class="ledger-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a></p>
		<p class="ledger-meta"><?php bloginfo( 'description' ); ?></p>
		<?php
		wp_nav_menu(
			array(
				'theme_location' => 'primary',
				'container'      => 'nav',
				'container_class' => 'ledger-menu',
				'fallback_cb'    => false,
			)
		);
		?>
	</header>

	<main>
		<?php if ( have_posts() ) : ?>
			<?php while ( have_posts() ) : ?>
				<?php the_post(); ?>
				<article id="post-<?php the_ID(); ?>" <?php post_class( 'ledger-entry' ); ?>>
					<h2 class="ledger-entry-title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
					<p class="ledger-meta"><?php echo esc_html( get_the_date() ); ?></p>
					<?php if ( is_singular() ) : ?>
						<?php the_content(); ?>
					<?php else : ?>
						<?php the_excerpt(); ?>
					<?php endif; ?>
				</article>
			<?php endwhile; ?>
			<?php the_posts_pagination(); ?>
		<?php else : ?>
			<p><?php esc_html_e( 'No entries have been written in this ledger yet.', 'ledger' ); ?></p>
		<?php endif; ?>
	</main>

	<footer class="ledger-footer">
		<p class="ledger-meta">
			<?php
			/* translators: %s: site name. */
			printf( esc_html__( 'Balanced and closed by %s.', 'ledger' ), esc_html( get_bloginfo( 'name' ) ) );
			?>
		</p>
	</footer>
</div>
<?php wp_footer(); ?>
</body>
</html>
