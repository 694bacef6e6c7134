/** What `class_list` is computed from: the record and the facts about it a response knows. */
export interface ClassListInput {
  id: number;
  type: string;
  status: string;
  /** The item's post format, for types that support formats (posts); undefined for the others. */
  format: string | undefined;
  /** The item has a password. */
  passwordProtected: boolean;
  /** The password was not given, so the content is hidden. */
  passwordRequired: boolean;
  /** A featured image is set. */
  hasThumbnail: boolean;
  /** The item's terms, in order: taxonomy and slug. */
  terms: readonly { taxonomy: string; slug: string }[];
}

/** The class prefix of a taxonomy's terms, as `get_post_class` writes them. */
function termPrefix(taxonomy: string): string {
  if (taxonomy === 'post_tag') return 'tag';
  return taxonomy;
}

/** Keeps the characters a class name may hold, as `sanitize_html_class` does. */
function htmlClass(value: string): string {
  return value.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * The `class_list` field: the classes WordPress's `get_post_class()` gives the item outside the
 * admin, in its order (`post-{id}`, the type, `type-{type}`, `status-{status}`, the format, the
 * password classes, `has-post-thumbnail`, `hentry`, then one class per term).
 */
export function postClassList(input: ClassListInput): string[] {
  const classes = [`post-${input.id}`, input.type, `type-${input.type}`, `status-${input.status}`];
  if (input.format !== undefined) classes.push(`format-${htmlClass(input.format)}`);
  if (input.passwordRequired) classes.push('post-password-required');
  else if (input.passwordProtected) classes.push('post-password-protected');
  if (input.hasThumbnail && !input.passwordRequired) classes.push('has-post-thumbnail');
  classes.push('hentry');
  for (const term of input.terms) {
    const slug = htmlClass(term.slug);
    classes.push(`${termPrefix(term.taxonomy)}-${slug || 'term'}`);
  }
  return [...new Set(classes)];
}
