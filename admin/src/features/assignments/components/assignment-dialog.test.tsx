import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAssignment, getAssignment, updateAssignment } from '@shared/api/assignments';
import { ApiError } from '@shared/api/client';
import { listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
import type { AssignmentUser } from '../permissions';
import {
  admin,
  editor,
  FILE,
  makeAssignment,
  makeLabel,
  members,
  renderAssignments,
  viewer,
  WORKSPACE,
} from '../testing';
import { AssignmentDialog, type AssignmentDialogProps } from './assignment-dialog';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

function Harness({
  user = admin,
  onClosed = () => {},
  ...props
}: Partial<AssignmentDialogProps> & { user?: AssignmentUser; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <AssignmentDialog
        workspaceId={WORKSPACE}
        fileId={FILE}
        currentUser={user}
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed();
        }}
      />
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  renderAssignments(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  const dialog = await screen.findByRole('dialog');
  // Role-dependent controls settle once the members have loaded.
  await within(dialog).findByRole('checkbox', { name: /Ada Admin/ });
  return { user, dialog };
}

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [] });
});

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('AssignmentDialog, creating', () => {
  it('is titled "Create Assignment", 600 px wide, without status or time tracking', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Create Assignment' })).toBeInTheDocument();
    expect(dialog).toHaveClass('max-w-[600px]');
    expect(dialog).toHaveAttribute('data-mode', 'create');
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Time tracking' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the required messages next to title and description', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(createAssignment).not.toHaveBeenCalled();
  });

  it('refuses titles and descriptions over their maximum lengths', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText('Title'));
    await user.paste('t'.repeat(121));
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('d'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Title must be at most 120 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at most 2000 characters')).toBeInTheDocument();
    expect(createAssignment).not.toHaveBeenCalled();
  });

  it('creates with the chosen fields and several assignees, then closes', async () => {
    vi.mocked(listLabels).mockResolvedValue({ labels: [makeLabel()] });
    vi.mocked(createAssignment).mockResolvedValue(makeAssignment());
    const onClosed = vi.fn();
    const { user, dialog } = await openDialog({ onClosed });
    await user.type(within(dialog).getByLabelText('Title'), '  Review captions ');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('Check the speaker names');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'publish_captions');
    await user.click(within(dialog).getByRole('checkbox', { name: /Eddie Editor/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Vera Viewer/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Urgent fix' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(createAssignment).toHaveBeenCalledWith(expect.anything(), {
      fileId: FILE,
      workspaceId: WORKSPACE,
      title: 'Review captions',
      description: 'Check the speaker names',
      type: 'publish_captions',
      priority: 'high',
      dueDate: null,
      assignees: [editor.id, viewer.id],
      labels: ['l-1'],
      userName: admin.name,
      createdBy: admin.id,
    });
  });

  it('shows the labels control only when the file has labels', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('group', { name: 'Labels' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Assignees' })).toBeInTheDocument();
  });

  it('shows a save error as an alert prefixed "Error:"', async () => {
    vi.mocked(createAssignment).mockRejectedValue(
      new ApiError(400, { error: { code: 'validation_error', message: 'Assignees must be members of the workspace' } }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Title'), 'T');
    await user.type(within(dialog).getByLabelText('Description'), 'D');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Assignees must be members of the workspace',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('AssignmentDialog, unsaved changes', () => {
  it('closes at once when nothing changed, returning focus to the opener', async () => {
    const onClosed = vi.fn();
    const { user, dialog } = await openDialog({ onClosed });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  });

  it('asks Discard Changes or Continue Editing, and keeps the edits when continuing', async () => {
    const onClosed = vi.fn();
    const { user, dialog } = await openDialog({ onClosed });
    await user.type(within(dialog).getByLabelText('Title'), 'Draft');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Discard Changes' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continue Editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }));
    expect(onClosed).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AssignmentDialog, editing', () => {
  const existing = makeAssignment({ assignees: [editor.id], version: 3 });

  beforeEach(() => {
    vi.mocked(getAssignment).mockResolvedValue(existing);
  });

  it('is titled "Edit Assignment", 900 px wide, with status, time tracking, Delete and Update', async () => {
    const { dialog } = await openDialog({ assignment: existing });
    expect(within(dialog).getByRole('heading', { name: 'Edit Assignment' })).toBeInTheDocument();
    expect(dialog).toHaveClass('max-w-[900px]');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('pending');
    expect(within(dialog).getByRole('heading', { name: 'Time tracking' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('sends only the changed fields with the loaded version', async () => {
    vi.mocked(updateAssignment).mockResolvedValue({ ...existing, title: 'New', version: 4 });
    const onClosed = vi.fn();
    const { user, dialog } = await openDialog({ assignment: existing, onClosed });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(updateAssignment).toHaveBeenCalledWith(expect.anything(), existing.id, {
      title: 'New',
      workspaceId: WORKSPACE,
      assignmentId: existing.id,
      version: 3,
      updateMetadata: { userId: admin.id, userName: admin.name, action: 'updated' },
    });
  });

  it('offers Reload on a stale update and resets the form to the server copy', async () => {
    vi.mocked(updateAssignment).mockRejectedValue(
      new ApiError(409, {
        error: { code: 'conflict', message: 'This assignment was changed by someone else', details: {} },
      }),
    );
    const { user, dialog } = await openDialog({ assignment: existing });
    await user.type(within(dialog).getByLabelText('Title'), ' (mine)');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: This assignment was changed by someone else',
    );
    vi.mocked(getAssignment).mockResolvedValue({ ...existing, title: 'Their title', version: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Their title'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    vi.mocked(updateAssignment).mockResolvedValue({ ...existing, version: 6 });
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(updateAssignment).toHaveBeenLastCalledWith(
        expect.anything(),
        existing.id,
        expect.objectContaining({ priority: 'urgent', version: 5 }),
      ),
    );
  });

  it('confirms before deleting and calls the delete callback', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const onClosed = vi.fn();
    const { user, dialog } = await openDialog({ assignment: existing, onDelete, onClosed });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(existing));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('marks the assignment cancelled in the form when there is no delete callback', async () => {
    const { user, dialog } = await openDialog({ assignment: existing });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Status')).toHaveValue('cancelled'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  /** Opens the dialog for someone who may not change the task: it shows the task itself. */
  async function openTask(user: AssignmentUser) {
    const events = userEvent.setup();
    renderAssignments(<Harness assignment={existing} user={user} />);
    await events.click(screen.getByRole('button', { name: 'Open dialog' }));
    return { user: events, dialog: await screen.findByRole('dialog', { name: existing.title }) };
  }

  it('shows a viewer the task to read: no form, no actions but opening the file', async () => {
    const { dialog } = await openTask(viewer);
    expect(within(dialog).getByText('You can read this assignment but not change it.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Title')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Speaker names are missing')).toBeInTheDocument();
    expect(within(dialog).getByText('Eddie Editor')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the file in the editor' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/files/file-1',
    );
    expect(within(dialog).queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Timer' })).toBeDisabled();
  });

  it('shows an assignee who did not create it the task with what they may do, not an editable form', async () => {
    const { user, dialog } = await openTask(editor);
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Timer' })).toBeEnabled();

    vi.mocked(updateAssignment).mockResolvedValue({ ...existing, status: 'completed', version: 4 });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    expect(await within(dialog).findByText('Marked as done')).toHaveAttribute('role', 'status');
    expect(updateAssignment).toHaveBeenCalledWith(expect.anything(), existing.id, {
      workspaceId: WORKSPACE,
      assignmentId: existing.id,
      status: 'completed',
      updateMetadata: { action: 'completed' },
    });
  });

  it('gives the creator who is a transcript-editor the form', async () => {
    const mine = makeAssignment({ assignees: [editor.id], createdBy: editor.id, version: 3 });
    vi.mocked(getAssignment).mockResolvedValue(mine);
    const { dialog } = await openDialog({ assignment: mine, user: editor });
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('treats an operator as admin even without a membership', async () => {
    const operator: AssignmentUser = { id: 'u-op', name: 'Op', isOperator: true };
    const { dialog } = await openDialog({ assignment: existing, user: operator });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
