import { useId, useState } from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { SaveResult } from '../../data/entities/entity-store';
import { errorMessage } from '../../data/error-message';
import { rawText } from '../../domain/templates/template-item';
import { commentStatus, parsePostsPerPage } from './blog-settings';
import { useDebouncedSave } from './use-debounced-save';

function useReportFailure() {
  const { createNotice } = useNotices();
  return (result: SaveResult) => {
    if (!result.ok) createNotice(errorMessage(result.error, 'Saving failed.'), { status: 'error' });
  };
}

/** The posts page's title, edited on the page record and saved 300 ms after typing stops. */
function PostsPageTitle({ pageId }: { pageId: number }) {
  const id = useId();
  const report = useReportFailure();
  const { editedRecord, edit, save } = useEntityRecord('postType', 'page', pageId);
  const saveSoon = useDebouncedSave(() => void save().then(report));
  if (editedRecord === undefined) return null;
  return (
    <div className="atelier-blog-settings__field">
      <label htmlFor={id}>Posts page title</label>
      <input
        id={id}
        type="text"
        value={rawText(editedRecord.title)}
        onChange={(event) => {
          edit({ title: event.target.value });
          saveSoon();
        }}
      />
    </div>
  );
}

/**
 * Blog settings of the home and index templates (spec 1 §2.5): posts page title, 'Blog pages
 * show at most' and 'Allow comments on new posts', each saved to the site settings (the title
 * to the page record).
 */
export function BlogSettings() {
  const perPageId = useId();
  const commentsId = useId();
  const report = useReportFailure();
  const { editedRecord: site, edit, save } = useEntityRecord('root', 'site');
  const saveSoon = useDebouncedSave(() => void save().then(report));
  const stored = typeof site?.posts_per_page === 'number' ? String(site.posts_per_page) : '';
  const [perPageText, setPerPageText] = useState<string | null>(null);
  if (site === undefined) return <p role="status">Loading…</p>;
  const pageForPosts = typeof site.page_for_posts === 'number' ? site.page_for_posts : 0;
  return (
    <section className="atelier-blog-settings" aria-labelledby={`${perPageId}-heading`}>
      <h2 id={`${perPageId}-heading`} className="atelier-template-details__heading">
        Settings
      </h2>
      {pageForPosts > 0 && <PostsPageTitle pageId={pageForPosts} />}
      <div className="atelier-blog-settings__field">
        <label htmlFor={perPageId}>Blog pages show at most</label>
        <input
          id={perPageId}
          type="number"
          min={1}
          step={1}
          value={perPageText ?? stored}
          onChange={(event) => {
            setPerPageText(event.target.value);
            const value = parsePostsPerPage(event.target.value);
            if (value === null) return;
            edit({ posts_per_page: value });
            saveSoon();
          }}
          onBlur={() => setPerPageText(null)}
        />
      </div>
      <div className="atelier-blog-settings__toggle">
        <input
          id={commentsId}
          type="checkbox"
          checked={site.default_comment_status === 'open'}
          onChange={(event) => {
            edit({ default_comment_status: commentStatus(event.target.checked) });
            void save().then(report);
          }}
        />
        <label htmlFor={commentsId}>Allow comments on new posts</label>
      </div>
    </section>
  );
}
