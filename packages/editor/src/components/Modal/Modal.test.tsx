import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

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

/** A Rename button that opens a modal with a Name field (the modal passed in). */
function Opener({ Dialog }: { Dialog: ComponentType<ModalProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open && (
        <Dialog title="Rename" onClose={() => setOpen(false)}>
          <label>
            Name
            <input type="text" />
          </label>
        </Dialog>
      )}
    </>
  );
}

describe('Modal opened before its code has arrived', () => {
  afterEach(() => {
    cleanup();
    vi.resetModules();
  });

  it('shows nothing until its code is in, then opens named, in its field, and gives the focus back', async () => {
    // A fresh copy of the module, as on a page that has not fetched the dialogs' code yet.
    vi.resetModules();
    const fresh = await import('./Modal');
    render(<Opener Dialog={fresh.Modal} />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(dialog.contains(name)).toBe(true);

    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
