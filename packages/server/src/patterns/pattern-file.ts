import { parsePatternHeader, type ThemePattern } from './pattern-header.js';
import { evaluatePhpTemplate, type PhpTemplateEnv } from './php/evaluate-php-template.js';

/** A theme pattern file that is not offered, and why (`patterns/hero.php line 12: …`). */
export interface PatternProblem {
  /** The file, relative to the theme folder: `patterns/hero.php`. */
  file: string;
  message: string;
}

export type PatternFileResult = { pattern: ThemePattern } | { problem: PatternProblem };

/**
 * Reads one patterns/*.php file: its header, then its content rendered by the PHP subset
 * evaluator (no PHP runs). A file without a Title and Slug, or with PHP outside the subset, is
 * refused as a whole with the reason.
 */
export async function loadPatternFile(
  file: string,
  source: string,
  env: PhpTemplateEnv,
): Promise<PatternFileResult> {
  const header = parsePatternHeader(source);
  if (!header) {
    return { problem: { file, message: `${file}: the pattern header has no Title or no Slug` } };
  }
  const result = await evaluatePhpTemplate(source, env);
  if (!result.ok) {
    return { problem: { file, message: `${file} line ${result.line}: ${result.reason}` } };
  }
  return { pattern: { ...header, content: result.output } };
}
