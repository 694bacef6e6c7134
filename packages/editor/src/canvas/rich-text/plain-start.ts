/** Whether a rich text holds nothing typed: no text, no image or other embedded element. */
function isBlank(root: HTMLElement): boolean {
  return root.textContent === '' && root.querySelector('img, [contenteditable="false"]') === null;
}

/**
 * Text typed into an emptied rich text starts plain. Browsers keep the formats of the text that
 * was deleted ("typing style"): select all in a struck paragraph, delete, type, and the new text
 * came out struck (Strikethrough pressed on what looks like a fresh paragraph). WordPress's rich
 * text starts empty text without formats; so does this. Handles a `beforeinput` event; true when
 * it typed the text itself.
 */
export function typeIntoBlank(root: HTMLElement, event: InputEvent): boolean {
  if (event.inputType !== 'insertText' || event.isComposing) return false;
  const text = event.data;
  if (text === null || text === '' || !isBlank(root)) return false;
  event.preventDefault();
  const doc = root.ownerDocument;
  const node = doc.createTextNode(text);
  root.replaceChildren(node);
  const selection = doc.getSelection();
  selection?.collapse(node, node.length);
  return true;
}
