import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { mayHoldSlashQuery } from './slash-hint';
import { slashMatches, slashQuery } from './slash-matches';

describe('slashQuery', () => {
  it('reads the query of a paragraph holding only a slash command', () => {
    expect(slashQuery('/head')).toBe('head');
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('text /head')).toBeNull();
    expect(slashQuery('/two words')).toBeNull();
  });
});

describe('slashMatches', () => {
  it('lists matching top-level block types, titles starting with the query first', () => {
    const matches = slashMatches(createCoreRegistry(), 'head');
    expect(matches[0]).toEqual({ name: 'core/heading', title: 'Heading' });
    expect(matches.some((match) => match.name === 'core/list-item')).toBe(false);
  });
});

describe('mayHoldSlashQuery', () => {
  it('is true for saved HTML whose text may start with a slash', () => {
    expect(mayHoldSlashQuery('\n<p>/head</p>\n')).toBe(true);
    expect(mayHoldSlashQuery('\n<p>/</p>\n')).toBe(true);
    expect(mayHoldSlashQuery('\n<p><strong>/h</strong></p>\n')).toBe(true);
    expect(mayHoldSlashQuery('\n<p>&#47;head</p>\n')).toBe(true);
    expect(mayHoldSlashQuery('\n<p>&#x2F;head</p>\n')).toBe(true);
    expect(mayHoldSlashQuery('\n<p>&sol;head</p>\n')).toBe(true);
  });

  it('is false when the only slashes close tags, so the attributes are not read', () => {
    expect(mayHoldSlashQuery('\n<p>Paragraph with <strong>some</strong> text</p>\n')).toBe(false);
    expect(mayHoldSlashQuery('\n<p class="has-text-align-center"></p>\n')).toBe(false);
  });

  it('agrees with slashQuery on every paragraph that holds a query', () => {
    for (const html of ['<p>/</p>', '<p>/list</p>', '<p class="x">/quote-1</p>']) {
      const text = html.replace(/<[^>]*>/g, '');
      expect(slashQuery(text)).not.toBeNull();
      expect(mayHoldSlashQuery(html)).toBe(true);
    }
  });
});
