import { describe, expect, it } from 'vitest';
import { commentStatus, parsePostsPerPage, showsBlogSettings } from './blog-settings';

describe('blog settings', () => {
  it('belong to the home and index templates', () => {
    expect(showsBlogSettings('home')).toBe(true);
    expect(showsBlogSettings('index')).toBe(true);
    expect(showsBlogSettings('single')).toBe(false);
  });

  it('accept whole numbers of at least 1 for posts_per_page', () => {
    expect(parsePostsPerPage('7')).toBe(7);
    expect(parsePostsPerPage(' 12 ')).toBe(12);
    expect(parsePostsPerPage('0')).toBeNull();
    expect(parsePostsPerPage('-3')).toBeNull();
    expect(parsePostsPerPage('2.5')).toBeNull();
    expect(parsePostsPerPage('')).toBeNull();
  });

  it('map the comments checkbox to open or closed', () => {
    expect(commentStatus(true)).toBe('open');
    expect(commentStatus(false)).toBe('closed');
  });
});
