import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { supportsOutput, wrapperAttributes } from '../../supports/block-wrapper';
import { inlineStyle } from '../../supports/style-value';
import { flag, optionalNumber, text } from '../attribute-values';

const SEARCH_ICON =
  '<svg class="search-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M15 15l5 5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>';

/** A short stable id part, so two different search forms on a page get different input ids. */
function shortHash(value: string): string {
  let hash = 0;
  for (let index = 0; index < value.length; index += 1) {
    hash = (hash * 31 + value.charCodeAt(index)) | 0;
  }
  return (hash >>> 0).toString(36);
}

/** `core/search`: a search form posting `s` to the home URL. */
export const search: BlockType = {
  name: 'core/search',
  title: 'Search',
  category: 'widgets',
  icon: 'search',
  description: 'Help visitors find your content.',
  keywords: ['find'],
  example: { attributes: { label: 'Search', buttonText: 'Search' }, viewportWidth: 400 },
  attributes: {
    label: { type: 'string', role: 'content' },
    showLabel: { type: 'boolean', default: true },
    placeholder: { type: 'string', default: '' },
    width: { type: 'number' },
    widthUnit: { type: 'string' },
    buttonText: { type: 'string', role: 'content' },
    buttonPosition: { type: 'string', default: 'button-outside' },
    buttonUseIcon: { type: 'boolean', default: false },
    query: { type: 'object', default: {} },
    isSearchFieldHidden: { type: 'boolean', default: false },
  },
  supports: {
    align: ['left', 'center', 'right'],
    color: { gradients: true },
    typography: { fontSize: true, lineHeight: true },
    border: { color: true, radius: true, width: true },
    spacing: { margin: true },
    html: false,
    skipSerialization: ['color', 'border'],
  },
  variations: [
    {
      name: 'default',
      title: 'Search',
      attributes: { buttonText: 'Search', label: 'Search' },
      isDefault: true,
    },
  ],
  render: ({ attributes, blockType, context }) => {
    const position = text(attributes, 'buttonPosition', 'button-outside');
    const useIcon = flag(attributes, 'buttonUseIcon');
    const showLabel = flag(attributes, 'showLabel', true);
    const inner = supportsOutput(blockType, attributes, ['color', 'border']);
    const inputId = `wp-block-search__input-${shortHash(JSON.stringify(attributes))}`;
    const label = tag(
      'label',
      {
        class: classNames('wp-block-search__label', showLabel ? undefined : 'screen-reader-text'),
        for: inputId,
      },
      text(attributes, 'label', 'Search'),
    );
    const input = tag('input', {
      class: 'wp-block-search__input',
      id: inputId,
      placeholder: text(attributes, 'placeholder'),
      value: context.mainQuery?.search ?? '',
      type: 'search',
      name: 's',
      required: true,
    });
    const buttonText = text(attributes, 'buttonText', 'Search');
    const button =
      position === 'no-button'
        ? ''
        : tag(
            'button',
            {
              'aria-label': useIcon ? buttonText : undefined,
              class: classNames(
                'wp-block-search__button',
                ...inner.classes,
                useIcon ? 'has-icon' : undefined,
                'wp-element-button',
              ),
              type: 'submit',
              style: inlineStyle(inner.styles),
            },
            useIcon ? SEARCH_ICON : buttonText,
          );
    const width = optionalNumber(attributes, 'width');
    const wrapperStyle =
      width === undefined ? '' : `width:${width}${text(attributes, 'widthUnit', '%')}`;
    return tag(
      'form',
      {
        role: 'search',
        method: 'get',
        action: `${context.site.url}/`,
        ...wrapperAttributes(blockType, attributes, {
          className: classNames(
            `wp-block-search__${position}`,
            useIcon ? 'wp-block-search__icon-button' : 'wp-block-search__text-button',
          ),
        }),
      },
      `${label}${tag('div', { class: 'wp-block-search__inside-wrapper', style: wrapperStyle }, `${input}${button}`)}`,
    );
  },
};
