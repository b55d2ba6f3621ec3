import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAssignments } from '@shared/api/assignments';
import { ApiError } from '@shared/api/client';
import { editor, makeAssignment, renderAssignments, WORKSPACE } from '../testing';
import { AssignmentsPopover } from './assignments-popover';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');

const DAY = 86_400_000;
const soon = makeAssignment({
  id: 'a-soon',
  title: 'Due soon',
  fileName: 'Gettysburg Address',
  dueDate: 1_800_000_000_000,
  priority: 'urgent',
});
const later = makeAssignment({
  id: 'a-later',
  fileId: 'file-2',
  fileName: 'Apollo 11',
  title: 'Due later',
  dueDate: 1_800_000_000_000 + 3 * DAY,
  status: 'in_progress',
});
const undated = makeAssignment({ id: 'a-undated', title: 'No date', dueDate: null, status: 'completed' });

function renderPopover(role: 'transcript-editor' | 'content-manager' = 'transcript-editor') {
  return renderAssignments(<AssignmentsPopover workspaceId={WORKSPACE} currentUser={editor} role={role} />);
}

async function openPopover(role?: 'transcript-editor' | 'content-manager') {
  const user = userEvent.setup();
  const rendered = renderPopover(role);
  await user.click(screen.getByRole('button', { name: 'Assignments' }));
  return { ...rendered, user, popover: within(await screen.findByRole('dialog', { name: 'Assignments' })) };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.resetAllMocks());

describe('AssignmentsPopover', () => {
  it('lists the signed-in user’s assignments by due date, each naming its file, status and priority', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [undated, later, soon] });
    const { popover } = await openPopover();
    const links = await popover.findAllByRole('link');
    expect(links.map((link) => link.querySelector('.font-medium')?.textContent)).toEqual([
      'Due soon',
      'Due later',
      'No date',
    ]);
    expect(links[0]).toHaveTextContent('On Gettysburg Address');
    expect(links[0]).toHaveTextContent('Urgent priority');
    expect(links[0]).toHaveTextContent('Pending');
    expect(links[1]).toHaveTextContent('On Apollo 11');
    expect(links[1]).toHaveTextContent('In progress');
    expect(links[2]).toHaveTextContent('No due date');
    expect(listAssignments).toHaveBeenCalledWith(
      expect.anything(),
      { workspaceId: WORKSPACE, userId: editor.id },
      expect.anything(),
    );
  });

  it('opens the task page of the assignment chosen', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [later] });
    const { user, popover } = await openPopover();
    await user.click(await popover.findByRole('link', { name: /Due later/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/demo-university/assignments/a-later');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the open count on the trigger, whose name stays "Assignments"', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [undated, later, soon] });
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Assignments' });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('2 open'));
    expect(within(trigger).getByText('2')).toBeInTheDocument();
  });

  it('marks work assigned since the last look as new, says so, and forgets it once seen', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [soon] });
    const { queryClient } = renderPopover();
    const trigger = screen.getByRole('button', { name: 'Assignments' });
    // What is there on the first visit is not news.
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('1 open'));

    // The next refresh brings an assignment made meanwhile.
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [soon, later] });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('2 open, 1 new'));
    expect(screen.getByText('1 new assignment for you')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(trigger);
    const popover = within(await screen.findByRole('dialog', { name: 'Assignments' }));
    expect(within(await popover.findByRole('link', { name: /Due later/ })).getByText('New')).toBeInTheDocument();
    expect(within(popover.getByRole('link', { name: /Due soon/ })).queryByText('New')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('2 open'));
  });

  it('links managers, and only them, to every assignment of the workspace', async () => {
    vi.mocked(listAssignments).mockResolvedValue({ assignments: [soon] });
    const { popover, unmount } = await openPopover('content-manager');
    expect(await popover.findByRole('link', { name: 'All assignments in this workspace' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/assignments',
    );
    unmount();
    const asEditor = await openPopover('transcript-editor');
    await asEditor.popover.findByRole('link', { name: /Due soon/ });
    expect(asEditor.popover.queryByRole('link', { name: /All assignments/ })).not.toBeInTheDocument();
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
});
