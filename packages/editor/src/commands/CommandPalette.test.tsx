import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTypedAheadSlot } from '../app/typed-ahead/typed-ahead-slot';
import { CommandPalette } from './CommandPalette';
import { createCommandRegistry } from './command-registry';

/** Suspends on its first render only: React throws the whole first render of its boundary away. */
function createSuspendOnce() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  let done = false;
  void promise.then(() => {
    done = true;
  });
  function SuspendOnce() {
    if (!done) throw promise;
    return null;
  }
  return { SuspendOnce, release: () => release() };
}

function press(key: string) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

describe('the command palette', () => {
  afterEach(cleanup);

  it('keeps what was typed before it opened even when React renders it twice before it is shown', async () => {
    const slot = createTypedAheadSlot();
    slot.start([window], { keepText: true });
    for (const key of 'templ') press(key);
    const { SuspendOnce, release } = createSuspendOnce();
    render(
      <Suspense fallback={null}>
        <CommandPalette
          registry={createCommandRegistry<object>()}
          context={{}}
          recent={[]}
          onRun={() => undefined}
          onClose={() => undefined}
          takeTypedAhead={() => slot.take().text}
        />
        <SuspendOnce />
      </Suspense>,
    );
    // Typed while the first render waits: kept too.
    press('a');
    await act(async () => release());
    const search = await screen.findByRole('combobox', { name: 'Search commands and settings' });
    expect(search).toHaveProperty('value', 'templa');
  });
});
