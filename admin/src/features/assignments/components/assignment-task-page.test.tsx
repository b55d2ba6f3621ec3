import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAssignment, getAssignment, startTimer, updateAssignment } from '@shared/api/assignments';
import { ApiError } from '@shared/api/client';
import { listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
import type { AssignmentUser } from '../permissions';
import { admin, editor, makeAssignment, makeLabel, members, renderAssignments, viewer, WORKSPACE } from '../testing';
import { AssignmentTaskPage } from './assignment-task-page';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

const given = makeAssignment({
  id: 'a-given',
  title: 'Fix the speaker names',
  fileName: 'Gettysburg Address',
  assignees: [editor.id],
  labels: ['l-1'],
  dueDate: 1_800_000_000_000,
  activity: [{ id: 'x', userId: admin.id, userName: 'Ada Admin', action: 'created', changes: {}, at: 1 }],
});

function renderPage(user: AssignmentUser) {
  return renderAssignments(<AssignmentTaskPage workspaceId={WORKSPACE} assignmentId={given.id} currentUser={user} />);
}

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [makeLabel()] });
  vi.mocked(getAssignment).mockResolvedValue(given);
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('AssignmentTaskPage', () => {
  it('shows an assignee the task: what, on which file, by when, by whom, and what they may do', async () => {
    renderPage(editor);
    // The file's first test also pays for cold imports on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fix the speaker names' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gettysburg Address' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/files/file-1',
    );
    expect(screen.getByText('Speaker names are missing')).toBeInTheDocument();
    expect(await screen.findByText('Eddie Editor (you)')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(await screen.findByText('Urgent fix')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the file in the editor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as done' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Timer' })).toBeEnabled();
    // Nothing edits the task itself.
    expect(screen.queryByRole('button', { name: 'Edit assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('starts the timer, which moves the task to in progress, and marks it done', async () => {
    const user = userEvent.setup();
    vi.mocked(startTimer).mockResolvedValue({
      timeEntry: {
        id: 'e-1',
        userId: editor.id,
        userName: editor.name,
        startTime: Date.now(),
        endTime: null,
        duration: null,
        isManualEntry: false,
        notes: '',
      },
      status: 'in_progress',
      version: 2,
      totalTimeSpent: 0,
    });
    renderPage(editor);
    await user.click(await screen.findByRole('button', { name: 'Start Timer' }));
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Timer' })).toBeInTheDocument();

    vi.mocked(updateAssignment).mockResolvedValue({ ...given, status: 'completed', version: 3 });
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Marked as done')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('shows a viewer the task without actions of their own', async () => {
    renderPage(viewer);
    await screen.findByRole('heading', { level: 1, name: 'Fix the speaker names' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Timer' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit assignment' })).not.toBeInTheDocument();
  });

  it('lets a manager edit and delete it, then goes to its file', async () => {
    const user = userEvent.setup();
    vi.mocked(deleteAssignment).mockResolvedValue(undefined);
    renderPage(admin);
    await user.click(await screen.findByRole('button', { name: 'Edit assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/demo-university/files/file-1'),
    );
    expect(deleteAssignment).toHaveBeenCalledWith(expect.anything(), given.id, { workspaceId: WORKSPACE });
  });

  it('says so when there is no such assignment', async () => {
    vi.mocked(getAssignment).mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: 'Assignment not found' } }),
    );
    renderPage(editor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the files' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/files',
    );
  });
});
