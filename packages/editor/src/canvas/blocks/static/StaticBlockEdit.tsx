import { fluidCustomFontSize } from '@atelier/blocks';
import { useCallback, useMemo } from 'react';
import { htmlWithSlot, type RichTextRegion, savedHtmlToReact } from '../../block-list/saved-html';
import { validatedAttributes } from '../../code-editor/block-validity';
import { useOptionalPreviewRenderContext } from '../../preview/PreviewContext';
import { RichText } from '../../rich-text/RichText';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import { editorBlockAttributes } from '../../state/editor-written';
import { richTextAttribute } from '../../state/rich-text-attribute';
import { updateAttributes } from '../../state/update-attributes';
import type { BlockEditProps } from '../block-edit-props';
import { shellChecks } from './region-shell';

const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'core/paragraph': 'Type / to choose a block',
  'core/heading': 'Heading',
  'core/list-item': 'List',
  'core/button': 'Add text…',
  'core/preformatted': 'Write preformatted text…',
  'core/verse': 'Write verse…',
  'core/code': 'Write code…',
};

/**
 * A static block: its saved HTML (what the public site prints) with its rich-text attributes
 * editable in place and its inner blocks where the markup holds them.
 */
export function StaticBlockEdit({ block, rootProps, innerBlocks, innerWrapper }: BlockEditProps) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const { registry } = store;
  const name = block.name ?? '';
  const regions = useMemo((): RichTextRegion[] => {
    const type = registry.get(name);
    if (type === undefined) return [];
    return Object.entries(type.attributes ?? {}).flatMap(([attribute, schema]) =>
      schema.source === 'html' && typeof schema.selector === 'string'
        ? [{ attribute, selector: schema.selector }]
        : [],
    );
  }, [registry, name]);
  // Sourced from the HTML once: validation (in `BlockView`, just before) already read them.
  const values = useMemo(
    () => validatedAttributes(block) ?? editorBlockAttributes(registry, block),
    [registry, block],
  );
  const main = richTextAttribute(block.name);
  const themeSettings = useOptionalPreviewRenderContext()?.site.themeSettings;
  // A custom font size made fluid as the public renderer makes it (the saved HTML has the raw size).
  const html = useMemo(
    () => fluidCustomFontSize(htmlWithSlot(block), values, themeSettings),
    [block, values, themeSettings],
  );
  // Typing changes only a region's content, which RichText shows: the markup parsed for the
  // rest stays the same shell from one keystroke to the next (see region-shell.ts).
  const markup = useMemo(
    () =>
      shellChecks.markupFor(
        html,
        regions,
        regions.map(({ attribute }) => {
          const value = values[attribute];
          return typeof value === 'string' ? value : '';
        }),
      ),
    [html, regions, values],
  );
  const clientId = block.clientId;

  // Text typed into text reaches React after the next frame (`shown`): the element shows it.
  const change = useCallback(
    (attribute: string, value: string, shown: boolean) =>
      store.run(updateAttributes, { clientId, attributes: { [attribute]: value } }, owner, {
        coalesce: true,
        shown,
      }),
    [store, clientId, owner],
  );

  return savedHtmlToReact(markup, {
    rootProps,
    innerBlocks,
    innerWrapper,
    regions,
    renderRegion: (region, tagName, props) => {
      const value = values[region.attribute];
      const isMain = region.attribute === main;
      return (
        <RichText
          key={`rich-${region.attribute}`}
          clientId={clientId}
          attribute={region.attribute}
          tagName={tagName}
          value={typeof value === 'string' ? value : ''}
          isMain={isMain}
          placeholder={isMain ? PLACEHOLDERS[name] : undefined}
          elementProps={props}
          onChange={(next, drawnLater) => change(region.attribute, next, drawnLater)}
        />
      );
    },
  });
}
