import { describe, expect, it } from 'vitest';
import { frontTemplateId } from './front-template';

const template = (slug: string) => ({ id: `loom//${slug}`, slug });

describe('frontTemplateId', () => {
  it('prefers front-page, then home, then index', () => {
    expect(frontTemplateId([template('index'), template('home'), template('front-page')])).toBe(
      'loom//front-page',
    );
    expect(frontTemplateId([template('index'), template('home'), template('page')])).toBe(
      'loom//home',
    );
    expect(frontTemplateId([template('single'), template('index')])).toBe('loom//index');
  });

  it('is null while the list is unread or without any of them', () => {
    expect(frontTemplateId(undefined)).toBeNull();
    expect(frontTemplateId([template('single')])).toBeNull();
  });
});
