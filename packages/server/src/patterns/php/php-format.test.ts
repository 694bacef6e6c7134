import { describe, expect, it } from 'vitest';
import { FormatError, phpSprintf } from './php-format.js';

describe('phpSprintf', () => {
  it('fills %s and %d in order', () => {
    expect(phpSprintf('%s has %d items', ['The cart', '3 boxes'])).toBe('The cart has 3 items');
  });

  it('takes numbered arguments, unnumbered ones keep their own count', () => {
    expect(phpSprintf('%2$s before %1$s, then %s', ['one', 'two'])).toBe(
      'two before one, then one',
    );
  });

  it('writes %% as a percent sign', () => {
    expect(phpSprintf('100%% of %s', ['it'])).toBe('100% of it');
  });

  it('refuses missing arguments and conversions it does not know', () => {
    expect(() => phpSprintf('%s and %s', ['one'])).toThrow(FormatError);
    expect(() => phpSprintf('%05.2f', [1])).toThrow('the format "%05.2f" is not supported');
    expect(() => phpSprintf('50%', [])).toThrow(FormatError);
  });
});
