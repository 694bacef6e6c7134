import { type BlockAttributes, escapeHtml } from '@atelier/blocks';
import {
  type LinkSuggestion,
  normaliseUrl,
  urlLabel,
} from '../../../canvas/blocks/navigation/link-suggestions';
import { htmlToText } from '../../../canvas/state/rich-text-attribute';

/** What the link form of the tree holds: the label as plain text and the address. */
export interface LinkFormValues {
  label: string;
  url: string;
  /** The page or post picked from the search for this address (null: a typed address). */
  picked: LinkSuggestion | null;
}

/** What a form must have before it can be sent: an address (a link) or a label (a submenu). */
export type LinkFormNeeds = 'url' | 'label';

/** Whether the form can be sent. */
export function isLinkFormComplete(values: LinkFormValues, needs: LinkFormNeeds): boolean {
  return (needs === 'url' ? values.url : values.label).trim() !== '';
}

/** The address attributes: a picked page or post keeps its id and type, a typed one is custom. */
function addressAttributes(values: LinkFormValues): BlockAttributes {
  const url = values.url.trim();
  if (values.picked !== null && values.picked.url === url) {
    const { id, type, kind } = values.picked.attributes;
    return { url, id, type, kind };
  }
  return url === '' ? { kind: 'custom' } : { url: normaliseUrl(url), kind: 'custom' };
}

/**
 * The attributes of a new menu item (custom link, submenu, submenu item) from the form: the label
 * escaped as rich text — when left blank, the picked page's title or the address without its
 * scheme — and the address.
 */
export function newItemAttributes(values: LinkFormValues): BlockAttributes {
  const address = addressAttributes(values);
  const typed = values.label.trim();
  const fallback =
    values.picked !== null && values.picked.url === values.url.trim()
      ? values.picked.attributes.label
      : typeof address.url === 'string'
        ? escapeHtml(urlLabel(address.url))
        : undefined;
  const label = typed === '' ? fallback : escapeHtml(typed);
  return label === undefined || label === '' ? address : { label, ...address };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The changes Edit makes to an item: the label only when its text changed (formatting kept
 * otherwise), the address only when it changed — a new typed address drops the page or post it
 * pointed at. An emptied label or address removes the attribute. Empty when nothing changed.
 */
export function editedItemAttributes(
  current: BlockAttributes,
  values: LinkFormValues,
): BlockAttributes {
  const changes: Record<string, unknown> = {};
  const label = values.label.trim();
  if (label !== htmlToText(text(current.label)).trim()) {
    changes.label = label === '' ? undefined : escapeHtml(label);
  }
  const url = values.url.trim();
  const picked = values.picked !== null && values.picked.url === url;
  if (picked || url !== text(current.url)) {
    const address = addressAttributes(values);
    changes.url = address.url;
    changes.id = address.id;
    changes.type = address.type;
    changes.kind = address.kind;
  }
  return changes;
}

/** The form's first values for an existing item. */
export function linkFormValuesOf(attributes: BlockAttributes): LinkFormValues {
  return { label: htmlToText(text(attributes.label)), url: text(attributes.url), picked: null };
}
