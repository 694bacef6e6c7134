import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo, useState } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecord, useEntityRecords } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { PasswordControl } from './PasswordControl';
import { PublishDateControl } from './PublishDateControl';
import {
  type SummaryChange,
  showsPasswordFieldset,
  summaryChange,
  summaryFields,
} from './page-status';
import {
  eligiblePageTemplates,
  type PageTemplateFacts,
  pageTemplateState,
  type ReadingSettings,
  templateContents,
  toPageTemplateFacts,
} from './page-templates';
import { StatusControl } from './StatusControl';
import { SummaryRow } from './SummaryRow';
import { TemplateControl } from './TemplateControl';
import './PageSummary.css';

interface PageSummaryProps {
  record: RecordRef;
  /**
   * Opens the template the page is shown with in the canvas ('Edit template' in the Template
   * menu); the canvas passes it when it can, else the menu leaves the entry out.
   */
  onEditTemplate?: (() => void) | undefined;
}

/** The page 'Summary' of the document tab (spec 1 §2.9, §4.5); nothing for other records. */
export function PageSummary({ record, onEditTemplate }: PageSummaryProps) {
  return record.kind === 'postType' && record.name === 'page' ? (
    <PageSummaryPanel record={record} onEditTemplate={onEditTemplate} />
  ) : null;
}

function readingSettings(site: Readonly<Record<string, unknown>> | undefined): ReadingSettings {
  return {
    showOnFront: typeof site?.show_on_front === 'string' ? site.show_on_front : 'posts',
    pageOnFront: Number(site?.page_on_front ?? 0) || 0,
    pageForPosts: Number(site?.page_for_posts ?? 0) || 0,
  };
}

/** The theme's templates, as the page summary reads them (the list the Templates screen reads). */
function usePageTemplates(): PageTemplateFacts[] {
  const { records } = useEntityRecords('postType', 'wp_template', ALL_RECORDS);
  return useMemo(() => (records ?? []).map(toPageTemplateFacts), [records]);
}

function linkText(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

function PageSummaryPanel({ record: ref, onEditTemplate }: PageSummaryProps) {
  const { editedRecord, edit } = useEntityRecord(ref.kind, ref.name, ref.id);
  const { record: site } = useEntityRecord('root', 'site');
  const templates = usePageTemplates();
  const options = useMemo(() => eligiblePageTemplates(templates), [templates]);
  const { markUndoBoundary } = useEntityStore();
  const [passwordToggle, setPasswordToggle] = useState(false);
  if (editedRecord === undefined) return null;
  const page = summaryFields(editedRecord);

  /** One change → its edits through the entity store: one undo step, unless typing goes on. */
  const apply = (change: SummaryChange, typing = false) => {
    const result = summaryChange(page, change, new Date());
    if (!typing) markUndoBoundary();
    const edits: Record<string, unknown> = { ...result.edits };
    if (Object.keys(edits).length > 0) edit(edits);
    if (result.passwordToggle !== undefined) setPasswordToggle(result.passwordToggle);
  };
  const link = typeof editedRecord.link === 'string' ? editedRecord.link : '';
  const template = typeof editedRecord.template === 'string' ? editedRecord.template : '';
  const pageFacts = {
    id: Number(editedRecord.id) || 0,
    slug: typeof editedRecord.slug === 'string' ? editedRecord.slug : '',
    template,
  };
  const templateState = pageTemplateState(pageFacts, readingSettings(site), templates);
  const chooseTemplate = (slug: string) => {
    if (slug === template) return;
    markUndoBoundary();
    edit({ template: slug });
  };

  return (
    <section className="atelier-page-summary" aria-label="Summary">
      <h3 className="atelier-inspector__panel-title">Summary</h3>
      <StatusControl page={page} onChoose={(status) => apply({ type: 'status', status })} />
      <PublishDateControl
        page={page}
        onChange={(date) => apply({ type: 'date', date }, true)}
        onNow={() => apply({ type: 'date', date: null })}
      />
      {showsPasswordFieldset(page) && (
        <PasswordControl
          password={page.password}
          toggle={passwordToggle}
          onToggle={(on) => apply({ type: 'password-toggle', on })}
          onPassword={(password) => apply({ type: 'password', password }, true)}
        />
      )}
      {link !== '' && (
        <SummaryRow label="Link">
          <a href={link} target="_blank" rel="noreferrer" className="atelier-page-summary__link">
            {linkText(link)}
          </a>
        </SummaryRow>
      )}
      <TemplateControl
        state={templateState}
        options={options}
        current={template}
        onChoose={chooseTemplate}
        contents={templateContents(pageFacts, readingSettings(site), templates)}
        onEditTemplate={onEditTemplate}
      />
    </section>
  );
}
