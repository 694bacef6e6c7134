// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isShellOf, regionShell, ShellChecks } from './region-shell';

const PARAGRAPH = [{ attribute: 'content', selector: 'p' }];
const QUOTE = [{ attribute: 'citation', selector: 'cite' }];

describe('regionShell', () => {
  it("takes a region's content out where it is an element's whole content", () => {
    const shell = regionShell('<p class="has-text">Hello <strong>you</strong></p>', [
      'Hello <strong>you</strong>',
    ]);
    expect(shell?.html).toBe('<p class="has-text"></p>');
  });

  it('gives the same shell for every text typed in the region', () => {
    const before = regionShell('<p class="x">Hello</p>', ['Hello']);
    const after = regionShell('<p class="x">Hello w</p>', ['Hello w']);
    expect(after?.key).toBe(before?.key);
    expect(regionShell('<p class="y">Hello w</p>', ['Hello w'])?.key).not.toBe(before?.key);
  });

  it('skips a place where the content is only part of an element', () => {
    const shell = regionShell('<p class="hi"><em>hi</em> there</p><cite>hi</cite>', ['hi']);
    expect(shell?.html).toBe('<p class="hi"><em></em> there</p><cite>hi</cite>');
  });

  it('is null when the content is not in the markup as written', () => {
    expect(regionShell('<p>a<br/>b</p>', ['a<br>b'])).toBeNull();
  });

  it('leaves an empty region as it is', () => {
    expect(regionShell('<p></p>', [''])?.html).toBe('<p></p>');
  });
});

describe('isShellOf', () => {
  it('holds when only the regions differ', () => {
    expect(
      isShellOf('<p class="x"></p>', '<p class="x">Typed <a href="#">here</a></p>', PARAGRAPH),
    ).toBe(true);
  });

  it('fails when the content was taken from an element that is not the region', () => {
    const html = '<blockquote><p>Same</p><cite>Same</cite></blockquote>';
    const shell = regionShell(html, ['Same']);
    expect(shell?.html).toBe('<blockquote><p></p><cite>Same</cite></blockquote>');
    expect(isShellOf(shell?.html ?? '', html, QUOTE)).toBe(false);
  });
});

describe('ShellChecks', () => {
  it('parses the full markup for a first render and the shell from the first keystroke on', () => {
    const checks = new ShellChecks();
    expect(checks.markupFor('<p class="x">Hello</p>', PARAGRAPH, ['Hello'])).toBe(
      '<p class="x">Hello</p>',
    );
    expect(checks.markupFor('<p class="x">Hello w</p>', PARAGRAPH, ['Hello w'])).toBe(
      '<p class="x"></p>',
    );
    expect(checks.markupFor('<p class="x">Hello wo</p>', PARAGRAPH, ['Hello wo'])).toBe(
      '<p class="x"></p>',
    );
  });

  it('keeps the full markup when the shell would drop text the canvas shows', () => {
    const checks = new ShellChecks();
    const first = '<blockquote><p>Same</p><cite>Same</cite></blockquote>';
    expect(checks.markupFor(first, QUOTE, ['Same'])).toBe(first);
    expect(checks.markupFor(first, QUOTE, ['Same'])).toBe(first);
  });

  it('keeps the full markup of a block without regions', () => {
    const checks = new ShellChecks();
    const html = '<hr class="wp-block-separator"/>';
    expect(checks.markupFor(html, [], [])).toBe(html);
    expect(checks.markupFor(html, [], [])).toBe(html);
  });
});
