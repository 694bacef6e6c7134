import { describe, expect, it } from 'vitest';
import { phpDoubleQuoted, phpSingleQuoted } from './php-strings.js';

describe('PHP string literals', () => {
  it('reads single-quoted strings with only their two escapes', () => {
    expect(phpSingleQuoted("It\\'s \\\\ and \\n")).toBe("It's \\ and \\n");
  });

  it('works out double-quoted escapes as bytes, keeping unknown ones', () => {
    expect(phpDoubleQuoted('tab\\t\\"q\\" \\x41\\101\\u{263A} \\q')).toBe('tab\t"q" AA☺ \\q');
    expect(phpDoubleQuoted('caf\\xc3\\xa9')).toBe('café');
    expect(phpDoubleQuoted('costs 5$')).toBe('costs 5$');
  });

  it('has no value for interpolation or an escape beyond Unicode', () => {
    expect(phpDoubleQuoted('Hi $name')).toEqual({ problem: 'interpolation' });
    expect(phpDoubleQuoted('Hi {$user->name}')).toEqual({ problem: 'interpolation' });
    expect(phpDoubleQuoted('\\u{110000}')).toEqual({ problem: 'bad-unicode-escape' });
  });
});
