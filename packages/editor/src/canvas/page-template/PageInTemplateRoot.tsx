import { type ReactNode, useMemo } from 'react';
import { useEntityRecordStatus } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { BlockList } from '../block-list/BlockList';
import { BlockOwnerProvider, useBlockEditorStore } from '../state/BlockEditorContext';
import { useBlocks } from '../state/block-editor-hooks';
import {
  BlockEditingProvider,
  LOCKED_TEMPLATE,
  type PageInTemplate,
  PageInTemplateProvider,
} from './PageTemplateContext';
import { usePageTemplate } from './use-page-template';

function TemplateBlocks({ template }: { template: RecordRef }) {
  const blocks = useBlocks(template);
  return <BlockList blocks={blocks} />;
}

function TemplateOfPage({
  template,
  value,
  alone,
}: {
  template: RecordRef;
  value: PageInTemplate;
  alone: ReactNode;
}) {
  const { record, error } = useEntityRecordStatus(template.kind, template.name, template.id);
  if (error !== null) return alone;
  if (record === undefined || record === null) return null;
  return (
    <PageInTemplateProvider value={value}>
      <BlockOwnerProvider owner={template}>
        <BlockEditingProvider value={LOCKED_TEMPLATE}>
          <TemplateBlocks template={template} />
        </BlockEditingProvider>
      </BlockOwnerProvider>
    </PageInTemplateProvider>
  );
}

/**
 * A page drawn inside its template, as WordPress's site editor does (template-locked rendering):
 * the template's blocks locked and dimmed around the page's own fields — its content (editable,
 * where the template's post content is), title and featured image. Without a template (classic
 * theme, none in the hierarchy, a template that cannot be read) the page's blocks alone.
 */
export function PageInTemplateRoot({ editing, alone }: { editing: boolean; alone: ReactNode }) {
  const store = useBlockEditorStore();
  const page = store.rootRef;
  const state = usePageTemplate(page);
  const value = useMemo(() => ({ page, editing }), [page, editing]);
  if (state.status === 'loading') return null;
  if (state.status === 'none') return alone;
  return <TemplateOfPage template={state.template} value={value} alone={alone} />;
}
