import { useCallback, useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { EntityRecord } from '../../data/entities/store-state';
import { PatternActionsMenu } from '../../domain/patterns/PatternActionsMenu';
import {
  type PatternItem,
  patternTitle,
  templatePartPatternItem,
  userPatternItem,
} from '../../domain/patterns/pattern-item';
import { usePatternCategoryTerms } from '../../domain/patterns/use-pattern-items';
import { toTemplateItem } from '../../domain/templates/template-item';
import { SidebarText } from '../SidebarScreen';
import { currentRecordRef } from '../save/current-entity';
import { PATTERNS_LIST, patternBackTarget } from './pattern-details';
import { DetailsPanel, RecordDetails } from './RecordDetails';
import { patternFacts, templatePartFacts } from './record-facts';

/** The pattern or part the location is about as a `PatternItem`, null until it is read. */
function useRoutedPatternItem(postType: 'wp_block' | 'wp_template_part'): PatternItem | null {
  const { location } = useRouter();
  const ref = currentRecordRef(location);
  const { editedRecord } = useEntityRecord('postType', ref?.name ?? postType, ref?.id ?? null);
  const terms = usePatternCategoryTerms();
  return useMemo(() => {
    if (editedRecord === undefined) return null;
    return postType === 'wp_block'
      ? userPatternItem(editedRecord, terms ?? [])
      : templatePartPatternItem(toTemplateItem(editedRecord));
  }, [editedRecord, terms, postType]);
}

/** The details' actions menu; after a delete (or a cleared part's removal) back to /patterns. */
function PatternActions({ item }: { item: PatternItem | null }) {
  const { navigate } = useRouter();
  const leave = useCallback(() => navigate(PATTERNS_LIST), [navigate]);
  return item === null ? null : <PatternActionsMenu item={item} afterRemoval={leave} />;
}

/** A pattern's or part's description, when it has one. */
function Description({ text }: { text: string }) {
  const trimmed = text.trim();
  return trimmed === '' ? null : <SidebarText>{trimmed}</SidebarText>;
}

/** Spec 2 §2: /wp_template_part/{theme//slug}, back to the part's area in the Patterns list. */
export function TemplatePartDetailsSidebar() {
  const { location } = useRouter();
  const item = useRoutedPatternItem('wp_template_part');
  return (
    <RecordDetails
      postType="wp_template_part"
      screenTitle="Template Part"
      list={patternBackTarget(item, location)}
      onMissing={PATTERNS_LIST}
      headerActions={() => <PatternActions item={item} />}
    >
      {(part) => (
        <>
          <Description text={templatePartPatternItem(toTemplateItem(part)).description} />
          <DetailsPanel facts={templatePartFacts(part)} />
        </>
      )}
    </RecordDetails>
  );
}

/** Spec 2 §2: /wp_block/{postId}, back to the pattern's category; a missing one to /patterns. */
export function PatternDetailsSidebar() {
  const { location } = useRouter();
  const item = useRoutedPatternItem('wp_block');
  const terms = usePatternCategoryTerms();
  return (
    <RecordDetails
      postType="wp_block"
      screenTitle="Pattern"
      list={patternBackTarget(item, location)}
      onMissing={PATTERNS_LIST}
      titleOf={(record: EntityRecord) => patternTitle(userPatternItem(record, []))}
      headerActions={() => <PatternActions item={item} />}
    >
      {(pattern) => (
        <>
          <Description text={userPatternItem(pattern, []).description} />
          <DetailsPanel facts={patternFacts(pattern, terms ?? [])} />
        </>
      )}
    </RecordDetails>
  );
}
