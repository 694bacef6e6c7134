import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle } from '../../supports/style-value';
import { flag, numberValue, optionalText, text } from '../attribute-values';

const LINK = 'a:not([download])';

/** The text of rich text (tags dropped, entities kept), for the embed's accessible name. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/** The name of the PDF embed: 'Embed of {file name}.', or 'PDF embed' without a name. */
export function pdfEmbedLabel(fileName: string): string {
  const name = plainText(fileName).trim();
  return name === '' ? 'PDF embed' : `Embed of ${name}.`;
}

/**
 * `core/file`: a link to a file with a download button, optionally with the PDF shown inline
 * (an `<object>` of the given height). Nothing is saved until a file is chosen.
 */
export const file: BlockType = {
  name: 'core/file',
  title: 'File',
  category: 'media',
  icon: 'media-document',
  description: 'Add a link to a downloadable file.',
  keywords: ['document', 'pdf', 'download'],
  attributes: {
    id: { type: 'number' },
    blob: { type: 'string', role: 'local' },
    href: { type: 'string', role: 'content' },
    fileId: { type: 'string', source: 'attribute', selector: LINK, attribute: 'id' },
    fileName: { type: 'string', source: 'html', selector: LINK, role: 'content' },
    textLinkHref: {
      type: 'string',
      source: 'attribute',
      selector: LINK,
      attribute: 'href',
      role: 'content',
    },
    textLinkTarget: { type: 'string', source: 'attribute', selector: LINK, attribute: 'target' },
    showDownloadButton: { type: 'boolean', default: true },
    downloadButtonText: {
      type: 'string',
      source: 'html',
      selector: 'a[download]',
      role: 'content',
    },
    displayPreview: { type: 'boolean' },
    previewHeight: { type: 'number', default: 600 },
  },
  supports: {
    anchor: true,
    align: true,
    spacing: { margin: true, padding: true },
    color: { gradients: true, link: true, text: false },
    border: { color: true, radius: true, style: true, width: true },
  },
  example: {
    attributes: {
      href: 'https://upload.wikimedia.org/wikipedia/commons/d/dd/Armstrong_Small_Step.ogg',
      fileName: 'Armstrong_Small_Step',
      showDownloadButton: true,
      downloadButtonText: 'Download',
    },
  },
  save: ({ attributes, blockType }) => {
    const href = optionalText(attributes, 'href');
    if (href === undefined) return '';
    const fileName = text(attributes, 'fileName');
    const describedBy = optionalText(attributes, 'fileId');
    const target = optionalText(attributes, 'textLinkTarget');
    const embed = flag(attributes, 'displayPreview')
      ? tag('object', {
          class: 'wp-block-file__embed',
          data: href,
          type: 'application/pdf',
          style: inlineStyle([
            ['width', '100%'],
            ['height', `${numberValue(attributes, 'previewHeight', 600)}px`],
          ]),
          'aria-label': pdfEmbedLabel(fileName),
        })
      : '';
    const link =
      fileName === ''
        ? ''
        : tag(
            'a',
            {
              id: describedBy,
              href: optionalText(attributes, 'textLinkHref'),
              target,
              rel: target === undefined ? undefined : 'noreferrer noopener',
            },
            fileName,
          );
    const button = flag(attributes, 'showDownloadButton', true)
      ? tag(
          'a',
          {
            href,
            class: classNames('wp-block-file__button', 'wp-element-button'),
            download: true,
            'aria-describedby': fileName === '' ? undefined : describedBy,
          },
          text(attributes, 'downloadButtonText'),
        )
      : '';
    return tag('div', wrapperAttributes(blockType, attributes), `${embed}${link}${button}`);
  },
};
