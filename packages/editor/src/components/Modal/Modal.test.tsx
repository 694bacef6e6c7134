import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  afterEach(cleanup);

  it('opens in its first field', async () => {
    render(
      <Modal title="Create pattern" onClose={() => undefined}>
        <button type="button">Help</button>
        <label>
          Name
          <input type="text" />
        </label>
      </Modal>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('opens on its first control when it has no field', async () => {
    render(
      <Modal title="Delete" onClose={() => undefined}>
        <p>Are you sure?</p>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
  });
});
