import { describe, expect, it } from 'vitest';
import { templatePartSlug, uniqueTemplatePartTitle } from './template-part-naming';

describe('new template part names (spec 2 §5)', () => {
  it('adds a number to a title another part has, ignoring case', () => {
    expect(uniqueTemplatePartTitle('Promo', ['Header', 'Footer'])).toBe('Promo');
    expect(uniqueTemplatePartTitle('header', ['Header', 'Footer'])).toBe('header 2');
    expect(uniqueTemplatePartTitle(' Header ', ['Header', 'header 2', 'HEADER 3'])).toBe(
      'Header 4',
    );
  });

  it('derives the slug from the title', () => {
    expect(templatePartSlug('Header 2')).toBe('header-2');
    expect(templatePartSlug('Big  Promo!')).toBe('big-promo');
    expect(templatePartSlug('snake_case part')).toBe('snake-case-part');
    expect(templatePartSlug('¡¿!')).toBe('wp-custom-part');
  });
});
