import type { Action, ActionModalProps } from '@atelier/dataviews';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordActionsMenu } from './RecordActionsMenu';

interface Item {
  id: number;
  title: string;
  trashed: boolean;
}

const ITEM: Item = { id: 3, title: 'About', trashed: false };

function HomepageQuestion({ items }: ActionModalProps<Item>) {
  return <p>Set "{items[0]?.title}" as the site homepage?</p>;
}

function actionsLog() {
  const ran: string[] = [];
  const actions: Action<Item>[] = [
    { id: 'edit', label: 'Edit', callback: () => void ran.push('edit') },
    {
      id: 'trash',
      label: 'Move to Trash',
      isEligible: (item) => !item.trashed,
      callback: (items, { onActionPerformed }) => {
        ran.push(`trash ${items.map((item) => item.id).join()}`);
        onActionPerformed(items);
      },
    },
    {
      id: 'restore',
      label: 'Restore',
      isEligible: (item) => item.trashed,
      callback: () => void ran.push('restore'),
    },
    {
      id: 'front',
      label: 'Set as homepage',
      RenderModal: HomepageQuestion,
      callback: (items, { onActionPerformed }) => {
        ran.push('front');
        onActionPerformed(items);
      },
    },
  ];
  return { ran, actions };
}

describe('RecordActionsMenu', () => {
  afterEach(cleanup);

  it('offers the eligible actions but those left out', () => {
    const { actions } = actionsLog();
    render(<RecordActionsMenu item={ITEM} actions={actions} exclude={['edit']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Move to Trash',
      'Set as homepage',
    ]);
  });

  it('runs an action at once and reports the items it acted on', async () => {
    const { ran, actions } = actionsLog();
    const performed: number[][] = [];
    render(
      <RecordActionsMenu
        item={ITEM}
        actions={actions}
        onActionPerformed={(items) => performed.push(items.map((item) => item.id))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to Trash' }));
    await waitFor(() => expect(ran).toEqual(['trash 3']));
    expect(performed).toEqual([[3]]);
  });

  it('asks first for an action with a dialog; Cancel runs nothing', async () => {
    const { ran, actions } = actionsLog();
    const performed: number[][] = [];
    render(
      <RecordActionsMenu
        item={ITEM}
        actions={actions}
        onActionPerformed={(items) => performed.push(items.map((item) => item.id))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Set as homepage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set as homepage' });
    expect(dialog.textContent).toContain('Set "About" as the site homepage?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ran).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Set as homepage' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set as homepage' }));
    await waitFor(() => expect(ran).toEqual(['front']));
    expect(performed).toEqual([[3]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when no action applies', () => {
    const { actions } = actionsLog();
    render(<RecordActionsMenu item={ITEM} actions={actions.slice(2, 3)} />);
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
