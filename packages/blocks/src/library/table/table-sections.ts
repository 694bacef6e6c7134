import { tag } from '../../html/tag';
import type { AttributeSchema } from '../../registry/block-type';

/** Attribute schema of one table section (`thead`, `tbody` or `tfoot`) sourced row by row. */
export function sectionSchema(section: 'thead' | 'tbody' | 'tfoot'): AttributeSchema {
  return {
    type: 'array',
    default: [],
    source: 'query',
    selector: `${section} tr`,
    query: {
      cells: {
        type: 'array',
        default: [],
        source: 'query',
        selector: 'td,th',
        query: {
          content: { type: 'string', source: 'html' },
          tag: { type: 'string', default: 'td', source: 'tag' },
          scope: { type: 'string', source: 'attribute', attribute: 'scope' },
          align: { type: 'string', source: 'attribute', attribute: 'data-align' },
          colspan: { type: 'string', source: 'attribute', attribute: 'colspan' },
          rowspan: { type: 'string', source: 'attribute', attribute: 'rowspan' },
        },
      },
    },
  };
}

function cellHtml(cell: unknown): string {
  if (typeof cell !== 'object' || cell === null) return '';
  const { content, tag: cellTag, scope, align, colspan, rowspan } = cell as Record<string, unknown>;
  const name = cellTag === 'th' ? 'th' : 'td';
  const alignment = typeof align === 'string' ? align : undefined;
  return tag(
    name,
    {
      class: alignment === undefined ? undefined : `has-text-align-${alignment}`,
      'data-align': alignment,
      scope: typeof scope === 'string' ? scope : undefined,
      colspan: typeof colspan === 'string' ? colspan : undefined,
      rowspan: typeof rowspan === 'string' ? rowspan : undefined,
    },
    typeof content === 'string' ? content : '',
  );
}

/** Writes a table section; empty sections are left out. */
export function sectionHtml(section: 'thead' | 'tbody' | 'tfoot', rows: unknown): string {
  if (!Array.isArray(rows) || rows.length === 0) return '';
  const body = rows
    .map((row) => {
      const cells =
        typeof row === 'object' && row !== null ? (row as { cells?: unknown }).cells : [];
      return tag('tr', {}, Array.isArray(cells) ? cells.map(cellHtml).join('') : '');
    })
    .join('');
  return tag(section, {}, body);
}
