import { parseHtml } from '#html-dom';
import type { HtmlNode } from '../html/html-tree';

/** A comparable form of one HTML node: tag with sorted attributes, or collapsed text. */
export type NormalNode =
  | { kind: 'element'; name: string; attributes: [string, string][]; children: NormalNode[] }
  | { kind: 'text'; text: string };

function normaliseStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return declaration.trim();
      return `${declaration.slice(0, colon).trim().toLowerCase()}:${declaration.slice(colon + 1).trim()}`;
    })
    .filter((declaration) => declaration !== '')
    .sort()
    .join(';');
}

function normaliseAttribute(name: string, value: string): string {
  if (name === 'class') return value.split(/\s+/).filter(Boolean).sort().join(' ');
  if (name === 'style') return normaliseStyle(value);
  return value;
}

function normaliseNodes(nodes: readonly HtmlNode[]): NormalNode[] {
  const out: NormalNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') {
      const text = node.text.replace(/\s+/g, ' ');
      const previous = out[out.length - 1];
      if (previous?.kind === 'text') previous.text += text;
      else out.push({ kind: 'text', text });
    } else {
      const attributes = node
        .attributes()
        .filter(([name, value]) => !((name === 'class' || name === 'style') && value.trim() === ''))
        .map(([name, value]): [string, string] => [name, normaliseAttribute(name, value)])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out.push({
        kind: 'element',
        name: node.name,
        attributes,
        children: normaliseNodes(node.children()),
      });
    }
  }
  return out
    .map((node) =>
      node.kind === 'text' ? { kind: 'text' as const, text: node.text.trim() } : node,
    )
    .filter((node) => node.kind !== 'text' || node.text !== '');
}

/**
 * Parses HTML into a comparable tree: whitespace runs collapsed and trimmed at element edges,
 * entities decoded, attributes sorted, classes and style declarations sorted, comments dropped.
 */
export function normaliseHtml(html: string): NormalNode[] {
  return normaliseNodes(parseHtml(html).children());
}
