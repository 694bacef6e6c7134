/**
 * happy-dom's `Node.prototype.nodeName` answers '' for every node (its subclasses override the
 * getter instead). Browsers answer by node type from the one getter, and DOMPurify reads it from
 * `Node.prototype` (so a page cannot clobber it): the getter is made to answer as browsers do, so
 * the canvas's sanitising (canvas/rich-text/safe-html.ts) runs in unit tests as in Chromium.
 */
const NAMES: Readonly<Record<number, string>> = {
  3: '#text',
  4: '#cdata-section',
  8: '#comment',
  9: '#document',
  11: '#document-fragment',
};

interface NamedNode {
  nodeType: number;
  tagName?: string;
  name?: string;
  target?: string;
}

Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: NamedNode): string {
    if (this.nodeType === 1) return this.tagName ?? '';
    if (this.nodeType === 2 || this.nodeType === 10) return this.name ?? '';
    if (this.nodeType === 7) return this.target ?? '';
    return NAMES[this.nodeType] ?? '';
  },
});
