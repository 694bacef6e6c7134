import type { EntityRecord } from '../../data/entities/store-state';
import { SidebarText } from '../SidebarScreen';
import { DetailsPanel, RecordDetails } from './RecordDetails';
import { menuLabel, patternFacts } from './record-facts';

function text(record: EntityRecord, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

/** Spec 2 §2: /wp_template_part/{theme//slug}, back to the patterns and parts. */
export function TemplatePartDetailsSidebar() {
  return (
    <RecordDetails
      postType="wp_template_part"
      screenTitle="Template Part"
      list={{ path: '/patterns' }}
    >
      {(part) => {
        const description = text(part, 'description');
        return description === '' ? null : <SidebarText>{description}</SidebarText>;
      }}
    </RecordDetails>
  );
}

/** Spec 2 §2: /wp_block/{postId}, back to the patterns. */
export function PatternDetailsSidebar() {
  return (
    <RecordDetails postType="wp_block" screenTitle="Pattern" list={{ path: '/patterns' }}>
      {(pattern) => <DetailsPanel facts={patternFacts(pattern)} />}
    </RecordDetails>
  );
}

/** Spec 2 §2: /navigation/{postType}/{postId}, back to the menus. */
export function NavigationMenuSidebar() {
  return (
    <RecordDetails
      postType="wp_navigation"
      screenTitle="Navigation"
      list={{ path: '/navigation' }}
      titleOf={menuLabel}
    />
  );
}
