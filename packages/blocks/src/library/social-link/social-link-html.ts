import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { RenderArguments } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText, text } from '../attribute-values';
import { socialService } from './social-services';

/**
 * A social icon's markup as its `render` prints it, each glyph from `icon` (by service name):
 * the editor draws it with empty boxes (`serviceIconSvg()`) until the glyphs have loaded.
 */
export function socialLinkHtml(
  {
    attributes,
    blockType,
    context,
  }: Pick<RenderArguments, 'attributes' | 'blockType'> & {
    context: Pick<RenderArguments['context'], 'blockContext'>;
  },
  icon: (service: string) => string,
): string {
  const url = optionalText(attributes, 'url');
  if (url === undefined) return '';
  const { name: service, service: known } = socialService(text(attributes, 'service', 'chain'));
  const label = optionalText(attributes, 'label') ?? known.label;
  const newTab = context.blockContext?.openInNewTab === true;
  const showLabels = context.blockContext?.showLabels === true;
  const href = service === 'mail' && !url.startsWith('mailto:') ? `mailto:${url}` : url;
  const wrapper = wrapperAttributes(blockType, attributes, {
    className: `wp-social-link wp-social-link-${service}`,
  });
  const color = context.blockContext?.iconColorValue;
  const background = context.blockContext?.iconBackgroundColorValue;
  const style = [
    typeof color === 'string' ? `color:${color}` : '',
    typeof background === 'string' ? `background-color:${background}` : '',
  ]
    .filter(Boolean)
    .join(';');
  return tag(
    'li',
    { ...wrapper, class: `${wrapper.class}`, style: style || undefined },
    tag(
      'a',
      {
        href,
        class: 'wp-block-social-link-anchor',
        target: newTab ? '_blank' : undefined,
        rel: optionalText(attributes, 'rel') ?? (newTab ? 'noopener nofollow' : undefined),
      },
      `${icon(service)}${tag(
        'span',
        { class: `wp-block-social-link-label${showLabels ? '' : ' screen-reader-text'}` },
        escapeHtml(label),
      )}`,
    ),
  );
}
