/**
 * Why a PHP pattern file cannot be rendered: the line of the file and the construct, in words
 * ("the function get_option is not supported"). Thrown by the lexer, the parser and the
 * evaluator; the caller turns it into a refusal of the whole file.
 */
export class PhpTemplateError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'PhpTemplateError';
  }
}
