import { TEMPLATE_PART_AREAS } from '@atelier/blocks';
import type { Field } from '@atelier/dataviews';
import { Link } from '../../app/Link';
import { RecordPresenceStack } from '../../components/presence/RecordPresence';
import { ScaledSiteFrame } from '../../components/ScaledSiteFrame/ScaledSiteFrame';
import {
  displayTitle,
  type TemplateItem,
  type TemplatePostType,
} from '../../domain/templates/template-item';
import { templateLocation } from '../../domain/templates/template-location';
import { previewSlug } from '../../domain/templates/template-preview-url';
import '../../ui/title-link.css';

export interface TemplateFieldsOptions {
  type: TemplatePostType;
  /** Public address of a template slug (preview thumbnails). */
  previewUrl: (slug: string) => string;
  /** Avatar address of a user id, when the user is known. */
  avatarOf: (authorId: number) => string | undefined;
  /** Author names present in the list (the author filter's options). */
  authors: readonly string[];
}

function TitleCell({ item }: { item: TemplateItem }) {
  return (
    <div className="atelier-template-title">
      <Link to={templateLocation(item)} className="atelier-title-link">
        {displayTitle(item)}
      </Link>
      <RecordPresenceStack kind={item.type} id={item.id} />
      {item.type === 'wp_template' && item.description !== '' && (
        <span className="atelier-template-title__description">{item.description}</span>
      )}
    </div>
  );
}

function AuthorCell({ item, avatar }: { item: TemplateItem; avatar: string | undefined }) {
  return (
    <span className="atelier-template-author">
      {avatar !== undefined ? (
        <img className="atelier-template-author__avatar" src={avatar} alt="" />
      ) : (
        <span className="atelier-template-author__badge" aria-hidden="true">
          {item.authorText.charAt(0).toUpperCase()}
        </span>
      )}
      <span>{item.authorText}</span>
    </span>
  );
}

/**
 * The fields of the manage lists (spec 1 §2.6, spec 2 §3): title (with the description for
 * templates), preview, author (avatar and name) and, for parts, the area.
 */
export function templateFields(options: TemplateFieldsOptions): Field<TemplateItem>[] {
  const fields: Field<TemplateItem>[] = [
    {
      id: 'title',
      label: options.type === 'wp_template' ? 'Template' : 'Title',
      enableHiding: false,
      enableGlobalSearch: true,
      getValue: ({ item }) => displayTitle(item),
      render: ({ item }) => <TitleCell item={item} />,
    },
    {
      id: 'preview',
      label: 'Preview',
      enableSorting: false,
      filterBy: false,
      getValue: ({ item }) => item.slug,
      render: ({ item }) => (
        <ScaledSiteFrame
          src={options.previewUrl(previewSlug(item))}
          title={`Preview of ${displayTitle(item)}`}
          thumbnail
        />
      ),
    },
    {
      id: 'author',
      label: 'Author',
      type: 'enumeration',
      elements: options.authors.map((author) => ({ value: author, label: author })),
      filterBy: { operators: ['in', 'notIn'] },
      getValue: ({ item }) => item.authorText,
      render: ({ item }) => <AuthorCell item={item} avatar={options.avatarOf(item.author)} />,
    },
  ];
  if (options.type === 'wp_template_part') {
    fields.push({
      id: 'area',
      label: 'Area',
      type: 'enumeration',
      elements: TEMPLATE_PART_AREAS.map((area) => ({ value: area.value, label: area.label })),
      getValue: ({ item }) => item.area,
    });
  }
  return fields;
}
