/** A value of the PHP subset: strings, integers, and null (what a printing function returns). */
export type PhpValue = string | number | null;

/** PHP's string conversion of a value of the subset. */
export function phpString(value: PhpValue): string {
  return value === null ? '' : String(value);
}

/** PHP's integer conversion of a value of the subset (leading digits of a string, else 0). */
function phpInt(value: PhpValue): number {
  if (typeof value === 'number') return value;
  const match = /^\s*[+-]?[0-9]+/.exec(value ?? '');
  return match ? Number.parseInt(match[0], 10) : 0;
}

/** A conversion this subset cannot do: the caller refuses the file with this reason. */
export class FormatError extends Error {}

/**
 * PHP's `sprintf` for the conversions theme patterns use: `%s`, `%d`, `%%`, and argument
 * numbers (`%1$s`). Unnumbered conversions take the arguments in order, independently of the
 * numbered ones, as in PHP. Other flags and conversions throw {@link FormatError}.
 */
export function phpSprintf(format: string, args: readonly PhpValue[]): string {
  let nextArg = 0;
  return format.replace(
    /%(?:(\d+)\$)?([^%a-zA-Z]*)([a-zA-Z%]|$)/g,
    (whole, number, flags, type) => {
      if (type === '%' && number === undefined && flags === '') return '%';
      if (flags !== '' || (type !== 's' && type !== 'd')) {
        throw new FormatError(`the format "${whole}" is not supported`);
      }
      const position = number === undefined ? nextArg++ : Number(number) - 1;
      if (position < 0 || position >= args.length) {
        throw new FormatError(`the format "${whole}" has no argument`);
      }
      const value = args[position] ?? null;
      return type === 's' ? phpString(value) : String(phpInt(value));
    },
  );
}
