import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PromptDialog, type PromptDialogProps } from './prompt-dialog';

function Harness(props: Partial<PromptDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Name it
      </button>
      <PromptDialog
        title="Create Label"
        label="Name"
        onSubmit={() => {}}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

async function openPrompt(props: Partial<PromptDialogProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Name it' }));
  await screen.findByRole('dialog', { name: 'Create Label' });
  return user;
}

describe('PromptDialog', () => {
  it('requires a value and says so next to the field', async () => {
    const onSubmit = vi.fn();
    const user = await openPrompt({ onSubmit });
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses values over the maximum length', async () => {
    const onSubmit = vi.fn();
    const user = await openPrompt({ onSubmit, maxLength: 5 });
    await user.type(screen.getByLabelText('Name'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be at most 5 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed value with Enter, closes and returns focus to the opener', async () => {
    const onSubmit = vi.fn();
    const user = await openPrompt({ onSubmit, maxLength: 5, description: 'Labels group assignments.' });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Labels group assignments.');
    await user.type(screen.getByLabelText('Name'), ' abcde {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('abcde');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Name it' })).toHaveFocus());
  });

  it('stays open and shows the error when the submission fails', async () => {
    const user = await openPrompt({ onSubmit: () => Promise.reject(new Error('Taken')), requiredMessage: 'Say it' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Say it')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Taken');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Cancel without submitting', async () => {
    const onSubmit = vi.fn();
    const user = await openPrompt({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
