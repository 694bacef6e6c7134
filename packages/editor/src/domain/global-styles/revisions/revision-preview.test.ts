import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRevisionPreview, setRevisionPreview, useRevisionPreview } from './revision-preview';

describe('revision preview', () => {
  afterEach(() => {
    cleanup();
    setRevisionPreview(null);
  });

  it('gives every reader the previewed styles until cleared', () => {
    const { result } = renderHook(() => useRevisionPreview());
    expect(result.current).toBeNull();
    const older = { styles: { color: { text: '#222' } }, settings: {} };
    act(() => setRevisionPreview(older));
    expect(result.current).toEqual(older);
    expect(getRevisionPreview()).toEqual(older);
    act(() => setRevisionPreview(null));
    expect(result.current).toBeNull();
  });
});
