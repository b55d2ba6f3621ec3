import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAssignment, getAssignment, listAssignments } from '@shared/api/assignments';
import { ApiError } from '@shared/api/client';
import { listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
import { editor, makeAssignment, members, renderAssignments, WORKSPACE } from '../testing';
import { AssignmentsPopover } from './assignments-popover';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

const DAY = 86_400_000;
const soon = makeAssignment({ id: 'a-soon', title: 'Due soon', dueDate: 1_800_000_000_000, priority: 'urgent' });
const later = makeAssignment({
  id: 'a-later',
  fileId: 'file-2',
  title: 'Due later',
  dueDate: 1_800_000_000_000 + 3 * DAY,
  status: 'in_progress',
});
const undated = makeAssignment({ id: 'a-undated', title: 'No date', dueDate: null, status: 'completed' });

async function openPopover() {
  const user = userEvent.setup();
  renderAssignments(<AssignmentsPopover workspaceId={WORKSPACE} currentUser={editor} />);
  await user.click(screen.getByRole('button', { name: 'Assignments' }));
  return { user, popover: within(await screen.findByRole('dialog', { name: 'Assignments' })) };
}

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [] });
});

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('AssignmentsPopover', () => {
  it('lists the signed-in user’s assignments by due date with status and priority', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [undated, later, soon] });
    const { popover } = await openPopover();
    const items = await popover.findAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/^(Due|No date)/, { selector: '.font-medium' }).textContent),
    ).toEqual(['Due soon', 'Due later', 'No date']);
    expect(items[0]).toHaveTextContent('Urgent priority');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[2]).toHaveTextContent('No due date');
    expect(listAssignments).toHaveBeenCalledWith(
      expect.anything(),
      { workspaceId: WORKSPACE, userId: editor.id },
      expect.anything(),
    );
  });

  it('shows the open count on the trigger, whose name stays "Assignments"', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [undated, later, soon] });
    renderAssignments(<AssignmentsPopover workspaceId={WORKSPACE} currentUser={editor} />);
    const trigger = screen.getByRole('button', { name: 'Assignments' });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('2 open'));
    expect(within(trigger).getByText('2')).toBeInTheDocument();
  });

  it('says "No Assignments" when there are none', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [] });
    const { popover } = await openPopover();
    expect(await popover.findByText('No Assignments')).toBeInTheDocument();
  });

  it('says "Error loading assignments" when the list fails', async () => {
    vi.mocked(listAssignments).mockRejectedValue(new ApiError(500, null));
    const { popover } = await openPopover();
    expect(await popover.findByText('Error loading assignments')).toBeInTheDocument();
  });

  it('opens the edit dialog with Jump to File, which goes to the file page', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [later] });
    vi.mocked(getAssignment).mockResolvedValue(later);
    const { user, popover } = await openPopover();
    await user.click(await popover.findByRole('button', { name: /Due later/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    expect(screen.queryByRole('dialog', { name: 'Assignments' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Jump to File' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/demo-university/files/file-2'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assignments' })).toHaveFocus());
  });

  it('deletes after confirmation and says so in a toast', async () => {
    const mine = makeAssignment({ createdBy: editor.id });
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [mine] });
    vi.mocked(getAssignment).mockResolvedValue(mine);
    vi.mocked(deleteAssignment).mockResolvedValue(undefined);
    const { user, popover } = await openPopover();
    await user.click(await popover.findByRole('button', { name: /Fix the captions/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Assignment deleted successfully'));
    expect(deleteAssignment).toHaveBeenCalledWith(expect.anything(), mine.id, { workspaceId: WORKSPACE });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says why when deleting fails', async () => {
    const mine = makeAssignment({ createdBy: editor.id });
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [mine] });
    vi.mocked(getAssignment).mockResolvedValue(mine);
    vi.mocked(deleteAssignment).mockRejectedValue(
      new ApiError(403, { error: { code: 'forbidden', message: 'Not allowed' } }),
    );
    const { user, popover } = await openPopover();
    await user.click(await popover.findByRole('button', { name: /Fix the captions/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((el) => el.textContent?.includes('Error deleting assignment: Not allowed')),
      ).toBe(true),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Assignment' })).toBeInTheDocument();
  });
});
