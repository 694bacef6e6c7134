import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NameForm } from './NameForm';

afterEach(cleanup);

interface Rendered {
  saved: string[];
  cancelled: () => number;
}

function renderForm(props: Partial<Parameters<typeof NameForm>[0]> = {}, result = true): Rendered {
  const saved: string[] = [];
  let cancels = 0;
  render(
    <NameForm
      initialName=""
      onSave={async (name) => {
        saved.push(name);
        return result;
      }}
      onCancel={() => {
        cancels += 1;
      }}
      {...props}
    />,
  );
  return { saved, cancelled: () => cancels };
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
  });
}

describe('NameForm', () => {
  it.each(['', '   ', '\t\n'])(
    'keeps Save disabled and saves nothing while the name is %j',
    async (name) => {
      const { saved } = renderForm({ initialName: name });
      expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).required).toBe(
        true,
      );
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await submit();
      expect(saved).toEqual([]);
    },
  );

  it('saves the trimmed name, then closes', async () => {
    const rendered = renderForm({ initialName: 'Old' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  My drafts ' },
    });
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
    await submit();
    expect(rendered.saved).toEqual(['My drafts']);
    expect(rendered.cancelled()).toBe(1);
  });

  it('stays open when the save fails', async () => {
    const rendered = renderForm({ initialName: 'Cards' }, false);
    await submit();
    expect(rendered.saved).toEqual(['Cards']);
    expect(rendered.cancelled()).toBe(0);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('shows why a name cannot be saved until it changes', async () => {
    const rendered = renderForm({
      initialName: 'Cards',
      validate: (name) => (name === 'Cards' ? 'This name is taken.' : null),
    });
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This name is taken.');
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(rendered.saved).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Decks' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('may take a blank name as typed under another label and button', async () => {
    const rendered = renderForm({
      label: 'Title',
      submitLabel: 'Duplicate',
      allowBlank: true,
      initialName: ' ',
    });
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).required).toBe(
      false,
    );
    await submit();
    expect(rendered.saved).toEqual([' ']);
  });

  it('Cancel closes without saving', () => {
    const rendered = renderForm({ initialName: 'Cards', submitLabel: 'Create' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rendered.cancelled()).toBe(1);
    expect(rendered.saved).toEqual([]);
  });
});
