import { describe, expect, it } from 'vitest';
import { parseRecordDocKey, recordDocKey } from './record-doc-key';

describe('record document keys', () => {
  it('names a record by its post type and REST id', () => {
    expect(recordDocKey('wp_template', 'twentytwentyfive//index')).toBe(
      'wp_template:twentytwentyfive//index',
    );
    expect(recordDocKey('page', 12)).toBe('page:12');
    expect(parseRecordDocKey('wp_template:twentytwentyfive//index')).toEqual({
      kind: 'wp_template',
      id: 'twentytwentyfive//index',
    });
  });

  it('refuses keys of other kinds or without an id', () => {
    expect(parseRecordDocKey('post:3')).toBeNull();
    expect(parseRecordDocKey('page:')).toBeNull();
    expect(parseRecordDocKey('page')).toBeNull();
  });
});
