import { siGithub } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';
import { DRAWN_ICONS } from './drawn-icons';
import { serviceIconSvg } from './service-icon-svg';
import { socialLink } from './social-link';
import { socialLinkHtml } from './social-link-html';
import { socialServiceCss } from './social-services';

function icons(links: string, attributes = '{}'): string {
  return `<!-- wp:social-links ${attributes} -->\n<ul class="wp-block-social-links">${links}</ul>\n<!-- /wp:social-links -->`;
}

describe('social icon', () => {
  it("draws the service's brand glyph with WordPress's classes and a hidden label", async () => {
    const html = await renderListing(
      icons('<!-- wp:social-link {"url":"https://github.com/atelier","service":"github"} /-->'),
    );
    expect(html).toContain(
      '<li class="wp-block-social-link wp-social-link wp-social-link-github"><a href="https://github.com/atelier" class="wp-block-social-link-anchor"><svg width="24" height="24" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" fill="currentColor">',
    );
    expect(html).toContain(`<path d="${siGithub.path}"/>`);
    expect(html).toContain(
      '<span class="wp-block-social-link-label screen-reader-text">GitHub</span></a></li>',
    );
  });

  it('draws an envelope for mail and links it with mailto', async () => {
    const html = await renderListing(
      icons('<!-- wp:social-link {"url":"hello@example.test","service":"mail"} /-->'),
    );
    expect(html).toContain('href="mailto:hello@example.test"');
    expect(html).toContain(DRAWN_ICONS.mail);
    expect(html).toContain('>Mail</span>');
  });

  it('shows labels when the block asks, and the link glyph for services without a logo', async () => {
    const html = await renderListing(
      icons(
        '<!-- wp:social-link {"url":"https://example.test","service":"codepen","label":"My pens"} /-->',
        '{"showLabels":true}',
      ),
    );
    expect(html).toContain(DRAWN_ICONS.chain);
    expect(html).toContain('<span class="wp-block-social-link-label">My pens</span>');
  });

  it('treats rss as the RSS feed service', async () => {
    const html = await renderListing(
      icons('<!-- wp:social-link {"url":"https://example.test/feed/","service":"rss"} /-->'),
    );
    expect(html).toContain('wp-social-link-feed');
    expect(html).toContain('>RSS Feed</span>');
  });

  it('prints the same link with an empty icon box when drawn without the glyphs', async () => {
    const rendered = await renderListing(
      icons(
        '<!-- wp:social-link {"url":"https://github.com/atelier","service":"github"} /-->',
        '{"openInNewTab":true}',
      ),
    );
    const outline = socialLinkHtml(
      {
        attributes: { url: 'https://github.com/atelier', service: 'github' },
        blockType: socialLink,
        context: { blockContext: { openInNewTab: true } },
      },
      () => serviceIconSvg(),
    );
    expect(outline).toContain('<svg width="24" height="24"');
    expect(outline).not.toContain('<path');
    expect(rendered).toContain(outline.replace('</svg>', `<path d="${siGithub.path}"/></svg>`));
  });

  it('renders nothing without an address', async () => {
    expect(await renderListing(icons('<!-- wp:social-link {"service":"x"} /-->'))).not.toContain(
      '<li',
    );
  });

  it('colours each brand, white or black on its colour, the colour itself when logos only', () => {
    const css = socialServiceCss();
    expect(css).toContain(
      ':where(.wp-block-social-links:not(.is-style-logos-only)) .wp-social-link-facebook{background-color:#0866ff;color:#fff}',
    );
    expect(css).toContain('.wp-social-link-snapchat{background-color:#fffc00;color:#000}');
    expect(css).toContain(
      ':where(.wp-block-social-links.is-style-logos-only) .wp-social-link-youtube{color:#ff0000}',
    );
    expect(css).not.toContain('wp-social-link-mail');
  });
});
