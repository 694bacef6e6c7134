import { describe, expect, it } from 'vitest';
import {
  authorFromRecord,
  postExtras,
  termsAndAuthorsFromRecords,
  termsFromRecord,
} from './preview-data';

const maya = {
  id: 3,
  name: 'Maya Okafor',
  link: 'http://localhost/author/maya/',
  description: 'Weaver.',
  avatar_urls: {},
};

function postRecord(id: number, terms: unknown[][], author: unknown = maya) {
  return { id, categories: [1], tags: [9], _embedded: { author: [author], 'wp:term': terms } };
}

const craft = {
  id: 1,
  name: 'Craft',
  slug: 'craft',
  taxonomy: 'category',
  link: 'http://localhost/category/craft/',
};
const wool = {
  id: 9,
  name: 'Wool',
  slug: 'wool',
  taxonomy: 'post_tag',
  link: 'http://localhost/tag/wool/',
};

describe('termsFromRecord', () => {
  it("flattens the embedded term lists of every taxonomy, in the server's order", () => {
    expect(termsFromRecord(postRecord(5, [[craft], [wool]]))).toEqual([craft, wool]);
  });

  it("follows the post's own term order (its categories and tags ids), not the embed's", () => {
    const studio = { ...craft, id: 4, name: 'Studio Notes', slug: 'studio-notes' };
    const record = { ...postRecord(5, [[craft, studio], [wool]]), categories: [4, 1] };
    expect(termsFromRecord(record).map((term) => term.name)).toEqual([
      'Studio Notes',
      'Craft',
      'Wool',
    ]);
  });

  it('gives nothing without embedded terms and skips what is not a term', () => {
    expect(termsFromRecord({ id: 5, categories: [1] })).toEqual([]);
    expect(termsFromRecord(postRecord(5, [[{ id: 'x' }, craft], 'nope' as never]))).toEqual([
      craft,
    ]);
  });
});

describe('authorFromRecord', () => {
  it('reads the embedded author', () => {
    expect(authorFromRecord(postRecord(5, []))).toEqual({
      id: 3,
      name: 'Maya Okafor',
      link: 'http://localhost/author/maya/',
      description: 'Weaver.',
    });
  });

  it('is null when the author was not embedded (or is an error body)', () => {
    expect(authorFromRecord({ id: 5 })).toBeNull();
    expect(authorFromRecord(postRecord(5, [], { code: 'rest_user_invalid_id' }))).toBeNull();
  });
});

describe('termsAndAuthorsFromRecords', () => {
  it("gives each post's terms by id and every author once", () => {
    const theo = { ...maya, id: 4, name: 'Theo' };
    const result = termsAndAuthorsFromRecords([
      postRecord(5, [[craft], []]),
      postRecord(6, [[], []], theo),
      postRecord(7, [[craft], [wool]]),
    ]);
    expect(result.postTerms).toEqual({ 5: [craft], 7: [craft, wool] });
    expect(result.authors.map((author) => author.name)).toEqual(['Maya Okafor', 'Theo']);
  });
});

describe('postExtras', () => {
  const seen = { terms: [craft, wool], author: { id: 3, name: 'Maya Okafor', link: '' } };

  it('reads embedded terms and author when the record has them', () => {
    const extras = postExtras(postRecord(5, [[craft], []]), seen);
    expect(extras?.terms).toEqual([craft]);
    expect(extras?.author?.name).toBe('Maya Okafor');
  });

  it('keeps what was seen for a record read without _embed, as far as the post still has it', () => {
    expect(postExtras({ id: 5, author: 3, categories: [1], tags: [9] }, seen)).toEqual(seen);
    expect(postExtras({ id: 5, author: 4, categories: [1], tags: [] }, seen)).toEqual({
      terms: [craft],
      author: null,
    });
    expect(postExtras({ id: 5, author: 3, categories: [1] }, undefined)).toBeUndefined();
  });
});

describe('termsAndAuthorsFromRecords with what was seen', () => {
  it('fills records read without _embed from earlier reads and hands the memory back', () => {
    const first = termsAndAuthorsFromRecords([postRecord(5, [[craft], [wool]])]);
    const again = termsAndAuthorsFromRecords(
      [{ id: 5, author: 3, categories: [1], tags: [9] }],
      first.seen,
    );
    expect(again.postTerms).toEqual({ 5: [craft, wool] });
    expect(again.authors.map((author) => author.id)).toEqual([3]);
    expect(again.seen.get(5)?.terms).toEqual([craft, wool]);
  });
});
