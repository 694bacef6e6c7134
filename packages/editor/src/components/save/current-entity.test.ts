import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../app/location';
import { currentRecordRef } from './current-entity';

const at = (query: string) => currentRecordRef(parseLocation(new URLSearchParams(query)));

describe('currentRecordRef', () => {
  it('reads /{type}/{id}, keeping the theme//slug form of template ids', () => {
    expect(at('p=/page/7&canvas=edit')).toEqual({ kind: 'postType', name: 'page', id: '7' });
    expect(at('p=/wp_template/loom//home')).toEqual({
      kind: 'postType',
      name: 'wp_template',
      id: 'loom//home',
    });
    expect(at('p=/wp_template_part/loom//header')?.id).toBe('loom//header');
    expect(at('p=/wp_block/12')).toEqual({ kind: 'postType', name: 'wp_block', id: '12' });
  });

  it('reads /navigation/{type}/{id} and postType + postId', () => {
    expect(at('p=/navigation/wp_navigation/4')).toEqual({
      kind: 'postType',
      name: 'wp_navigation',
      id: '4',
    });
    expect(at('postType=page&postId=9')).toEqual({ kind: 'postType', name: 'page', id: '9' });
  });

  it('is null on list screens', () => {
    for (const query of [
      '',
      'p=/wp_template',
      'p=/wp_template/all',
      'p=/page',
      'p=/navigation',
      'p=/patterns/x',
    ]) {
      expect(at(query)).toBeNull();
    }
  });
});
