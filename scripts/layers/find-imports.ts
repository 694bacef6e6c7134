// Reads the module specifiers a TypeScript source file imports, without a compiler: comments are
// blanked first (strings and template literals are respected), then import / export-from
// statements, side-effect imports and dynamic `import('…')` calls are matched.

/** One import found in a source file. */
export interface FoundImport {
  /** The specifier as written (`'../data/api-client'`, `'kysely'`). */
  specifier: string;
  /** 1-based line of the specifier. */
  line: number;
}

/**
 * Returns `code` with every comment replaced by spaces (newlines kept), so offsets and line
 * numbers stay those of the original text. String and template literal contents are kept.
 */
export function blankComments(code: string): string {
  const out = code.split('');
  // Stack of open template literals; each entry counts the `{` opened inside its current `${…}`.
  const templates: number[] = [];
  let inTemplateText = false;
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < code.length) {
    const c = code[i];
    if (inTemplateText) {
      if (c === '\\') i += 2;
      else if (c === '`') {
        inTemplateText = false;
        templates.pop();
        i++;
      } else if (c === '$' && code[i + 1] === '{') {
        inTemplateText = false;
        i += 2;
      } else i++;
      continue;
    }
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < code.length && code[i] !== c && code[i] !== '\n') i += code[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '`') {
      templates.push(0);
      inTemplateText = true;
      i++;
    } else if (c === '{' && templates.length > 0) {
      templates[templates.length - 1] = (templates.at(-1) ?? 0) + 1;
      i++;
    } else if (c === '}' && templates.length > 0) {
      const depth = templates.at(-1) ?? 0;
      if (depth === 0) inTemplateText = true;
      else templates[templates.length - 1] = depth - 1;
      i++;
    } else i++;
  }
  return out.join('');
}

const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Every module specifier `code` imports or re-exports, in source order. */
export function findImports(code: string): FoundImport[] {
  const text = blankComments(code);
  const found: { specifier: string; offset: number }[] = [];
  for (const pattern of [STATIC_IMPORT, SIDE_EFFECT_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[2] ?? '';
      const offset = (match.index ?? 0) + match[0].lastIndexOf(specifier);
      found.push({ specifier, offset });
    }
  }
  found.sort((a, b) => a.offset - b.offset);
  return found.map(({ specifier, offset }) => ({ specifier, line: lineAt(text, offset) }));
}

/** 1-based line number of `offset` in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let k = 0; k < offset; k++) if (text.charCodeAt(k) === 10) line++;
  return line;
}
