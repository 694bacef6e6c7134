import { FormatError, type PhpValue, phpString } from './php-format.js';
import { PHP_FUNCTION_ARITY, PHP_FUNCTIONS, type PhpTemplateEnv } from './php-functions.js';
import { tokenizePhpTemplate } from './php-lexer.js';
import { type PhpExpr, parsePhpTemplate } from './php-parser.js';
import { PhpTemplateError } from './php-template-error.js';

export type { PhpTemplateEnv } from './php-functions.js';

/** The output of a template, or why it was refused (no output at all then). */
export type PhpTemplateResult =
  | { ok: true; output: string }
  | { ok: false; line: number; reason: string };

async function evaluate(
  expr: PhpExpr,
  env: PhpTemplateEnv,
  print: (text: string) => void,
): Promise<PhpValue> {
  if (expr.kind === 'literal') return expr.value;
  if (expr.kind === 'concat') {
    const left = phpString(await evaluate(expr.left, env, print));
    return left + phpString(await evaluate(expr.right, env, print));
  }
  const fn = Object.hasOwn(PHP_FUNCTIONS, expr.name) ? PHP_FUNCTIONS[expr.name] : undefined;
  if (!fn) throw new PhpTemplateError(expr.line, `the function ${expr.name} is not supported`);
  const args: PhpValue[] = [];
  for (const arg of expr.args) args.push(await evaluate(arg, env, print));
  try {
    return await fn.run(args, env, print);
  } catch (error) {
    if (error instanceof FormatError) throw new PhpTemplateError(expr.line, error.message);
    throw error;
  }
}

/**
 * Renders a PHP template of the supported subset without running PHP: the markup outside the
 * tags as it is, plus what `echo`, `print`, `<?=` and the printing functions write. The whole
 * file is read and checked before anything is evaluated, so a file is either rendered
 * completely or refused with the line and the construct that is not supported.
 */
export async function evaluatePhpTemplate(
  source: string,
  env: PhpTemplateEnv,
): Promise<PhpTemplateResult> {
  try {
    const statements = parsePhpTemplate(tokenizePhpTemplate(source), PHP_FUNCTION_ARITY);
    let output = '';
    const print = (text: string) => {
      output += text;
    };
    for (const statement of statements) {
      if (statement.kind === 'html') print(statement.value);
      else if (statement.kind === 'echo') {
        for (const value of statement.values) print(phpString(await evaluate(value, env, print)));
      } else await evaluate(statement.call, env, print);
    }
    return { ok: true, output };
  } catch (error) {
    if (error instanceof PhpTemplateError)
      return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
}
