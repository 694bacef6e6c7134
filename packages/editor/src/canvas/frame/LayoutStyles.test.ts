import { describe, expect, it } from 'vitest';
import { createLayoutStyleStore } from './LayoutStyles';

describe('the layout style store', () => {
  it('tells its listeners once for a run of changes, with every rule in the text', async () => {
    const store = createLayoutStyleStore();
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    for (let index = 0; index < 200; index++) store.set(`b${index}`, `.c${index}{gap:0}`);
    store.remove('b0');
    expect(heard).toBe(0);
    await Promise.resolve();
    expect(heard).toBe(1);
    expect(store.css()).toBe(
      Array.from({ length: 199 }, (_, index) => `.c${index + 1}{gap:0}`).join(''),
    );
  });

  it('hears nothing for a rule set again unchanged or a rule it never had', async () => {
    const store = createLayoutStyleStore();
    store.set('a', '.a{gap:0}');
    await Promise.resolve();
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    store.set('a', '.a{gap:0}');
    store.remove('nope');
    await Promise.resolve();
    expect(heard).toBe(0);
    expect(store.css()).toBe('.a{gap:0}');
  });
});
