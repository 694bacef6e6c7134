import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { pdfEmbedLabel } from './file';

const registry = createCoreRegistry();
const HREF = '/wp-content/uploads/2026/11/menu.pdf';

const SAVED =
  `<!-- wp:file {"id":12,"href":"${HREF}","displayPreview":true} -->\n` +
  `<div class="wp-block-file"><object class="wp-block-file__embed" data="${HREF}" type="application/pdf" style="width:100%;height:600px" aria-label="Embed of Lunch menu."></object>` +
  `<a id="wp-block-file--media-5d1c" href="${HREF}">Lunch menu</a>` +
  `<a href="${HREF}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-5d1c">Download</a></div>\n` +
  '<!-- /wp:file -->';

describe('core/file', () => {
  it('validates WordPress-shaped markup with an embedded PDF and sources its texts', () => {
    const analysed = parseBlocks(registry, SAVED);
    expect(invalidBlocks(analysed)).toEqual([]);
    expect(serialize(parse(SAVED))).toBe(SAVED);
    expect(analysed[0]?.attributes).toMatchObject({
      href: HREF,
      fileName: 'Lunch menu',
      fileId: 'wp-block-file--media-5d1c',
      textLinkHref: HREF,
      downloadButtonText: 'Download',
      displayPreview: true,
      previewHeight: 600,
      showDownloadButton: true,
    });
  });

  it('saves the link and the button without an embed, and a new tab link with rel', () => {
    const block = createBlock(registry, 'core/file', {
      href: HREF,
      fileId: 'wp-block-file--media-1',
      fileName: 'Menu',
      textLinkHref: HREF,
      textLinkTarget: '_blank',
      downloadButtonText: 'Get it',
    });
    expect(serialize([block])).toBe(
      `<!-- wp:file {"href":"${HREF}"} -->\n<div class="wp-block-file"><a id="wp-block-file--media-1" href="${HREF}" target="_blank" rel="noreferrer noopener">Menu</a><a href="${HREF}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Get it</a></div>\n<!-- /wp:file -->`,
    );
  });

  it('leaves the button out when asked and saves nothing without a file', () => {
    const noButton = createBlock(registry, 'core/file', {
      href: HREF,
      fileName: 'Menu',
      textLinkHref: HREF,
      showDownloadButton: false,
    });
    expect(noButton.innerHTML).not.toContain('download');
    expect(createBlock(registry, 'core/file').innerHTML).toBe('');
  });

  it('names the embed after the file', () => {
    expect(pdfEmbedLabel('Lunch <em>menu</em>')).toBe('Embed of Lunch menu.');
    expect(pdfEmbedLabel('')).toBe('PDF embed');
  });

  it('renders its saved HTML on the public site', async () => {
    const html = await render(parse(SAVED), createMemoryContext());
    expect(html).toContain('<object class="wp-block-file__embed"');
    expect(html).toContain('download aria-describedby="wp-block-file--media-5d1c">Download</a>');
  });
});
