import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAssignment, getAssignment, updateAssignment } from '@shared/api/assignments';
import { listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import type { Assignment } from '@shared/schemas/assignments';
import { admin, FILE, makeAssignment, members, renderAssignments, WORKSPACE } from '../testing';
import { AssignmentDialog } from './assignment-dialog';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

/** Local midnight of a calendar day: what a date input's day means to the person entering it. */
const localMidnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).getTime();

async function openDialog(assignment?: Assignment) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  renderAssignments(
    <AssignmentDialog
      open
      onOpenChange={onOpenChange}
      workspaceId={WORKSPACE}
      fileId={FILE}
      currentUser={admin}
      assignment={assignment}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('checkbox', { name: /Ada Admin/ });
  return { user, dialog, onOpenChange };
}

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [] });
});
afterEach(() => vi.resetAllMocks());

describe('AssignmentDialog, due date', () => {
  it('sends an entered due date as that day, at local midnight', async () => {
    vi.mocked(createAssignment).mockResolvedValue(makeAssignment());
    const { user, dialog, onOpenChange } = await openDialog();
    await user.type(within(dialog).getByLabelText('Title'), 'Review captions');
    await user.type(within(dialog).getByLabelText('Description'), 'Before the lecture');
    await user.type(within(dialog).getByLabelText('Due date'), '2027-03-15');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(createAssignment).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ title: 'Review captions', dueDate: localMidnight(2027, 3, 15) }),
    );
  });

  it('shows the saved due date, and sends a changed one alone', async () => {
    const existing = makeAssignment({ dueDate: localMidnight(2027, 3, 15), version: 2 });
    vi.mocked(getAssignment).mockResolvedValue(existing);
    vi.mocked(updateAssignment).mockResolvedValue({ ...existing, dueDate: localMidnight(2027, 4, 1), version: 3 });
    const { user, dialog } = await openDialog(existing);
    const due = within(dialog).getByLabelText('Due date');
    expect(due).toHaveValue('2027-03-15');
    await user.clear(due);
    await user.type(due, '2027-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateAssignment).toHaveBeenCalled());
    expect(updateAssignment).toHaveBeenCalledWith(expect.anything(), existing.id, {
      dueDate: localMidnight(2027, 4, 1),
      workspaceId: WORKSPACE,
      assignmentId: existing.id,
      version: 2,
      updateMetadata: { userId: admin.id, userName: admin.name, action: 'updated' },
    });
  });
});
