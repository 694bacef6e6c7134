import { useEffect, useMemo, useState } from 'react';
import { useRouter } from '../../app/Router';
import { SidebarText } from '../../components/SidebarScreen';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import {
  type CurrentStyles,
  isRevisionApplied,
  revisionEdit,
} from '../../domain/global-styles/revisions/apply-revision';
import { RevisionCompareToggle } from '../../domain/global-styles/revisions/RevisionCompareToggle';
import { RevisionsList } from '../../domain/global-styles/revisions/RevisionsList';
import { RevisionsPagination } from '../../domain/global-styles/revisions/RevisionsPagination';
import { setRevisionCompare } from '../../domain/global-styles/revisions/revision-compare-state';
import {
  type RevisionEntry,
  revisionsPage,
  revisionsTitle,
} from '../../domain/global-styles/revisions/revision-entries';
import { setRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import { useApplyRevision } from '../../domain/global-styles/revisions/use-apply-revision';
import { useGlobalStylesRevisions } from '../../domain/global-styles/revisions/use-global-styles-revisions';
import { versionHistoryCount } from '../../domain/global-styles/revisions/version-history';
import { asStyleTree } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { StylesScreenFrame } from './StylesScreenFrame';
import { stylesTarget } from './styles-links';

/**
 * Revisions (`/revisions`, spec 3 §2, §4): the saved revisions of the user's styles, ten a page,
 * with the unsaved edits on top and the theme's defaults at the end. The selected entry shows in
 * the canvas beside the sidebar without editing anything; Apply (or 'Reset to defaults') makes
 * it the user's styles and settings in one undo step and goes back to the root. 'Compare with
 * current styles' (while the selected entry differs) turns the main area into the compare view
 * (`RevisionsMainArea`); it is off again when the screen closes.
 */
export function RevisionsScreen() {
  const { ref, user } = useGlobalStyles();
  const { record, hasEdits } = useEntityRecord('root', 'globalStyles', ref?.id ?? null);
  const count = versionHistoryCount(record);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<RevisionEntry['id'] | undefined>(undefined);
  const { revisions, total, isLoading, error } = useGlobalStylesRevisions(
    ref?.id ?? null,
    page,
    count,
  );
  const applyEdit = useApplyRevision(ref);
  const { navigate } = useRouter();

  const current = useMemo<CurrentStyles>(
    () => ({ styles: asStyleTree(user?.styles), settings: asStyleTree(user?.settings) }),
    [user],
  );
  const entries = useMemo(
    () =>
      revisionsPage({
        saved: revisions,
        total: total ?? count,
        page,
        unsaved: hasEdits ? current : undefined,
      }),
    [revisions, total, count, page, hasEdits, current],
  );
  const selected = isLoading ? undefined : (entries.find((e) => e.id === selectedId) ?? entries[0]);

  // The canvas shows the selected entry while it differs from the styles in use; so may the
  // compare view, which the main area shows instead while 'Compare with current styles' is on.
  const showsOther = selected !== undefined && !isRevisionApplied(selected, current);
  useEffect(() => {
    setRevisionPreview(showsOther && selected ? revisionEdit(selected, current) : null);
  }, [showsOther, selected, current]);
  useEffect(
    () => () => {
      setRevisionPreview(null);
      setRevisionCompare(false);
    },
    [],
  );

  const apply = (edit: CurrentStyles) => {
    setRevisionPreview(null);
    setRevisionCompare(false);
    applyEdit(edit);
    navigate(stylesTarget({ kind: 'root' }));
  };

  return (
    <StylesScreenFrame title={revisionsTitle(total ?? count)} screen={{ kind: 'revisions' }}>
      {error !== null ? (
        <SidebarText>{error}</SidebarText>
      ) : isLoading || user === undefined ? (
        <SidebarText>Loading…</SidebarText>
      ) : (
        <>
          {showsOther ? <RevisionCompareToggle /> : null}
          <RevisionsList
            entries={entries}
            selectedId={selected?.id}
            onSelect={(entry) => setSelectedId(entry.id)}
            current={current}
            hasUnsavedEdits={hasEdits}
            onApply={apply}
            now={new Date()}
          />
          <RevisionsPagination
            total={total ?? count}
            page={page}
            onPageChange={(next) => {
              setPage(next);
              setSelectedId(undefined);
            }}
          />
        </>
      )}
    </StylesScreenFrame>
  );
}
