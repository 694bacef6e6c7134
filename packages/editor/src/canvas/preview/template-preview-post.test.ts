import type { PostData } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { templatePreviewPost, templateSlugOf } from './template-preview-post';

const item = (id: number, slug: string, type: string): PostData => ({
  id,
  slug,
  type,
  title: slug,
  content: '',
  excerpt: '',
  date: '2026-11-01T00:00:00',
  link: `/${slug}/`,
});
const posts = [item(12, 'warping', 'post'), item(11, 'palette', 'post')];
const pages = [item(2, 'about', 'page'), item(3, 'contact', 'page')];

describe('the post a template previews in the canvas', () => {
  it('reads the slug of a template id', () => {
    expect(templateSlugOf('loom//single')).toBe('single');
    expect(templateSlugOf(42)).toBeNull();
    expect(templateSlugOf('single')).toBeNull();
  });

  it('shows the newest post in single-post templates, or the one the slug names', () => {
    expect(templatePreviewPost('single', posts, pages)?.id).toBe(12);
    expect(templatePreviewPost('single-post', posts, pages)?.id).toBe(12);
    expect(templatePreviewPost('single-post-palette', posts, pages)?.id).toBe(11);
    expect(templatePreviewPost('singular', [], pages)?.id).toBe(2);
  });

  it('shows the first page in page templates, or the one the slug or id names', () => {
    expect(templatePreviewPost('page', posts, pages)?.id).toBe(2);
    expect(templatePreviewPost('page-contact', posts, pages)?.id).toBe(3);
    expect(templatePreviewPost('page-3', posts, pages)?.id).toBe(3);
  });

  it('shows no post in lists, archives and other templates, or when there is none', () => {
    for (const slug of ['home', 'index', 'archive', '404', 'front-page', 'search']) {
      expect(templatePreviewPost(slug, posts, pages)).toBeNull();
    }
    expect(templatePreviewPost('single', [], [])).toBeNull();
    expect(templatePreviewPost(null, posts, pages)).toBeNull();
  });
});
