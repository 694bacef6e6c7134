import { RECURSION_MESSAGE } from '@atelier/blocks';
import { createElement, useMemo } from 'react';
import { useBootstrap } from '../../../app/BootstrapContext';
import { useEntityRecord } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { BlockList } from '../../block-list/BlockList';
import { joinClasses } from '../../block-list/dom-props';
import { BlockOwnerProvider } from '../../state/BlockEditorContext';
import { useBlocks } from '../../state/block-editor-hooks';
import { shownIn } from '../../state/record-instances';
import type { BlockEditProps } from '../block-edit-props';
import { ShownRecordProvider, useIsShownAround } from '../shown-records';

const TAGS = new Set(['header', 'footer', 'div', 'section', 'aside', 'main', 'article']);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The template part a block points at (`{theme}//{slug}`, the active theme by default). */
export function useTemplatePartRef(
  attributes: Readonly<Record<string, unknown>>,
): RecordRef | null {
  const { editorSettings } = useBootstrap();
  const slug = text(attributes.slug);
  const theme =
    text(attributes.theme) ?? editorSettings.themePreview ?? editorSettings.themeStylesheet;
  return useMemo(
    () =>
      slug === undefined
        ? null
        : { kind: 'postType', name: 'wp_template_part', id: `${theme}//${slug}` },
    [slug, theme],
  );
}

function PartBlocks({ partRef }: { partRef: RecordRef }) {
  const blocks = useBlocks(partRef);
  return <BlockList blocks={blocks} />;
}

/**
 * A template part inside a template: the part's own blocks, editable in place. They belong to the
 * part's entity, so editing them marks the part dirty and the save panel lists it. A part placed
 * twice shows its blocks with client ids of their own in each place (`shownIn`); a part inside
 * itself says so instead of drawing itself forever.
 */
export function TemplatePartEdit({ block, rootProps }: BlockEditProps) {
  const partRef = useTemplatePartRef(block.attributes);
  const shown = useMemo(
    () => (partRef === null ? null : shownIn(partRef, block.clientId)),
    [partRef, block.clientId],
  );
  const { record, error, isResolving } = useEntityRecord(
    'postType',
    'wp_template_part',
    partRef?.id ?? null,
  );
  const insideItself = useIsShownAround(partRef);
  const tagName = text(block.attributes.tagName) ?? 'div';
  const props = {
    ...rootProps,
    className: joinClasses('wp-block-template-part', rootProps.className),
  };
  const tag = TAGS.has(tagName) ? tagName : 'div';
  if (shown === null || error !== null) {
    return createElement(tag, props, 'Template part has been deleted or is unavailable.');
  }
  if (insideItself) return createElement(tag, props, RECURSION_MESSAGE);
  if (record === null || record === undefined || isResolving) {
    return createElement(tag, props, 'Loading…');
  }
  return createElement(
    tag,
    props,
    <BlockOwnerProvider owner={shown}>
      <ShownRecordProvider shown={shown}>
        <PartBlocks partRef={shown} />
      </ShownRecordProvider>
    </BlockOwnerProvider>,
  );
}
