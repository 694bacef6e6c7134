/**
 * Where a caret goes when its text changes from outside (a collaborator's edit): the change is the
 * part between the common prefix and suffix of the old and new text. An edit wholly before the
 * caret moves it by the length difference; one after it leaves it; a caret inside the replaced
 * part lands at the end of the new part.
 */
export function shiftCaretOffset(oldText: string, newText: string, offset: number): number {
  const shortest = Math.min(oldText.length, newText.length);
  let prefix = 0;
  while (prefix < shortest && oldText[prefix] === newText[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    oldText[oldText.length - 1 - suffix] === newText[newText.length - 1 - suffix]
  )
    suffix += 1;
  if (offset <= prefix) return offset;
  const oldChangeEnd = oldText.length - suffix;
  if (offset >= oldChangeEnd) return offset + newText.length - oldText.length;
  return newText.length - suffix;
}
