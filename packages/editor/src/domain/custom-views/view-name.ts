/**
 * Spec 2 §5: a custom view's name must not be blank — Create (new view) and Save (rename) stay
 * disabled while it is empty after trimming.
 */
export function canSubmitViewName(name: string): boolean {
  return name.trim() !== '';
}
