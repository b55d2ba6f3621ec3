import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAssignment, listAssignments, listWorkspaceAssignments } from '@shared/api/assignments';
import { listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import {
  admin,
  editor,
  FILE,
  makeAssignment,
  makeEntry,
  makeLabel,
  members,
  renderAssignments,
  WORKSPACE,
} from '../testing';
import { AssignmentTaskPage } from './assignment-task-page';
import { AssignmentsPopover } from './assignments-popover';
import { FileAssignmentsPanel } from './file-assignments-panel';
import { WorkspaceAssignments } from './workspace-assignments';
import { axeViolations } from '@/testing/axe-violations';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

const assignment = makeAssignment({
  labels: ['l-1'],
  dueDate: 1_800_000_000_000,
  timeEntries: [makeEntry({ notes: 'First pass', isManualEntry: true })],
  totalTimeSpent: 60_000,
});

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [makeLabel()] });
  vi.mocked(listAssignments).mockResolvedValue({ assignments: [assignment] });
  vi.mocked(getAssignment).mockResolvedValue(assignment);
});

afterEach(() => vi.resetAllMocks());

describe('accessibility (axe)', () => {
  it('finds nothing in the open popover', async () => {
    const user = userEvent.setup();
    renderAssignments(<AssignmentsPopover workspaceId={WORKSPACE} currentUser={admin} role="admin" />);
    await user.click(screen.getByRole('button', { name: 'Assignments' }));
    await screen.findByRole('link', { name: /Fix the captions/ });
    expect(await axeViolations()).toEqual([]);
  });

  it('finds nothing in the file panel and both dialog modes', async () => {
    const user = userEvent.setup();
    renderAssignments(<FileAssignmentsPanel workspaceId={WORKSPACE} fileId={FILE} currentUser={admin} />);
    await screen.findByText('Assigned to Eddie Editor');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const create = await screen.findByRole('dialog', { name: 'Create Assignment' });
    await within(create).findByRole('checkbox', { name: 'Urgent fix' });
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: assignment.title }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    await within(edit).findByRole('checkbox', { name: /Ada Admin/ });
    expect(await axeViolations()).toEqual([]);
  });

  it('finds nothing in the task an assignee opens from the file panel', async () => {
    const user = userEvent.setup();
    renderAssignments(<FileAssignmentsPanel workspaceId={WORKSPACE} fileId={FILE} currentUser={editor} />);
    await user.click(await screen.findByRole('button', { name: assignment.title }));
    const task = await screen.findByRole('dialog', { name: assignment.title });
    await within(task).findByRole('button', { name: 'Mark as done' });
    expect(await axeViolations()).toEqual([]);
  });

  it('finds nothing on the task page and in the managers’ list', async () => {
    const page = renderAssignments(
      <AssignmentTaskPage workspaceId={WORKSPACE} assignmentId={assignment.id} currentUser={admin} />,
    );
    await screen.findByRole('button', { name: 'Edit assignment' });
    expect(await axeViolations()).toEqual([]);
    page.unmount();

    vi.mocked(listWorkspaceAssignments).mockResolvedValue({ assignments: [assignment], nextCursor: 'next' });
    renderAssignments(<WorkspaceAssignments workspaceId={WORKSPACE} />);
    await screen.findByRole('button', { name: 'Load more' });
    expect(await axeViolations()).toEqual([]);
  });
});
