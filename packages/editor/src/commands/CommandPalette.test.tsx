import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTypedAheadSlot } from '../app/typed-ahead/typed-ahead-slot';
import { CommandPalette } from './CommandPalette';
import { createCommandRegistry } from './command-registry';

/** A wait that a render can suspend on, until `release`. */
function createGate() {
  let release: () => void = () => undefined;
  const gate = {
    open: false,
    promise: new Promise<void>((resolve) => {
      release = resolve;
    }),
    release: () => release(),
  };
  void gate.promise.then(() => {
    gate.open = true;
  });
  return gate;
}

/** Suspends until its gate opens: React throws the whole first render of its boundary away. */
function SuspendUntil({ gate }: { gate: ReturnType<typeof createGate> }) {
  if (!gate.open) throw gate.promise;
  return null;
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
    const gate = createGate();
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
        <SuspendUntil gate={gate} />
      </Suspense>,
    );
    // Typed while the first render waits: kept too.
    press('a');
    await act(async () => gate.release());
    const search = await screen.findByRole('combobox', { name: 'Search commands and settings' });
    expect(search).toHaveProperty('value', 'templa');
    expect(document.activeElement).toBe(search);
  });
});
