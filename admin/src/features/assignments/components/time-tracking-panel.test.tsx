import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addManualTimeEntry, getAssignment, startTimer, stopTimer, updateAssignment } from '@shared/api/assignments';
import { listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import type { Assignment } from '@shared/schemas/assignments';
import type { AssignmentUser } from '../permissions';
import {
  admin,
  editor,
  FILE,
  makeAssignment as makeAny,
  makeEntry,
  members,
  renderAssignments,
  WORKSPACE,
} from '../testing';
import { AssignmentDialog } from './assignment-dialog';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

// Created by the editor, so the dialog shows them the form (an assignee who did not create it sees the task).
const makeAssignment = (overrides: Partial<Assignment> = {}) => makeAny({ createdBy: editor.id, ...overrides });

const NOW = new Date('2026-03-02T10:00:00Z').getTime();

function OpenDialog({ assignment, user }: { assignment: Assignment; user: AssignmentUser }) {
  const [open, setOpen] = useState(true);
  return (
    <AssignmentDialog
      open={open}
      onOpenChange={setOpen}
      workspaceId={WORKSPACE}
      fileId={FILE}
      currentUser={user}
      assignment={assignment}
    />
  );
}

async function renderPanel(assignment: Assignment, user: AssignmentUser = editor) {
  vi.mocked(getAssignment).mockResolvedValue(assignment);
  renderAssignments(<OpenDialog assignment={assignment} user={user} />);
  const dialog = await screen.findByRole('dialog');
  const panel = within(dialog).getByRole('region', { name: 'Time tracking' });
  // Controls follow the role, known once the members have loaded.
  await within(dialog).findByRole('checkbox', { name: /Ada Admin/ });
  return { dialog, panel: within(panel) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('TimeTrackingPanel', () => {
  it('ticks the running entry every second as HH:MM:SS', async () => {
    const running = makeEntry({ startTime: NOW - 3_725_000, endTime: null, duration: null });
    const { panel } = await renderPanel(makeAssignment({ status: 'in_progress', timeEntries: [running] }));
    const timer = panel.getByRole('timer');
    const shown = () => timer.textContent ?? '';
    const first = shown();
    expect(first).toMatch(/^01:02:0\d$/);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    const seconds = (text: string) => Number(text.slice(-2));
    expect(seconds(shown()) - seconds(first)).toBeGreaterThanOrEqual(3);
    expect(panel.getByRole('button', { name: 'Stop Timer' })).toBeEnabled();
  });

  it('starts the timer, announces it once and makes the form follow the status and version', async () => {
    const assignment = makeAssignment({ status: 'pending', version: 2 });
    const entry = makeEntry({ id: 'e-run', startTime: NOW, endTime: null, duration: null });
    vi.mocked(startTimer).mockResolvedValue({ timeEntry: entry, status: 'in_progress', version: 3, totalTimeSpent: 0 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog, panel } = await renderPanel(assignment);

    await user.click(panel.getByRole('button', { name: 'Start Timer' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Status')).toHaveValue('in_progress'));
    expect(startTimer).toHaveBeenCalledWith(expect.anything(), assignment.id, editor.id, {
      workspaceId: WORKSPACE,
      assignmentId: assignment.id,
      assigneeId: editor.id,
      isManualEntry: false,
      startTime: expect.any(Number),
      userName: editor.name,
      action: 'started_timer',
    });
    expect(panel.getByRole('status')).toHaveTextContent('Timer started');
    expect(panel.getByRole('timer')).not.toHaveAttribute('aria-live');
    expect(await panel.findByRole('button', { name: 'Stop Timer' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(panel.getByRole('timer').textContent).toMatch(/^00:00:0[2-9]$/);

    // Following the server is not an unsaved change, and the next Update carries the new version.
    vi.mocked(updateAssignment).mockResolvedValue({ ...assignment, priority: 'high', version: 4 });
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(updateAssignment).toHaveBeenCalledWith(expect.anything(), assignment.id, {
        priority: 'high',
        workspaceId: WORKSPACE,
        assignmentId: assignment.id,
        version: 3,
        updateMetadata: { userId: editor.id, userName: editor.name, action: 'updated' },
      }),
    );
  });

  it('stops the running entry and shows the new total', async () => {
    const running = makeEntry({ id: 'e-run', startTime: NOW - 60_000, endTime: null, duration: null });
    const assignment = makeAssignment({ status: 'in_progress', timeEntries: [running] });
    vi.mocked(stopTimer).mockResolvedValue({
      timeEntry: { ...running, endTime: NOW, duration: 60_000 },
      status: 'in_progress',
      version: 2,
      totalTimeSpent: 60_000,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { panel } = await renderPanel(assignment);
    await user.click(panel.getByRole('button', { name: 'Stop Timer' }));
    expect(await panel.findByRole('button', { name: 'Start Timer' })).toBeInTheDocument();
    expect(stopTimer).toHaveBeenCalledWith(
      expect.anything(),
      assignment.id,
      editor.id,
      'e-run',
      expect.objectContaining({ action: 'stopped_timer', endTime: expect.any(Number), workspaceId: WORKSPACE }),
    );
    expect(panel.getByText(/^Total:/)).toHaveTextContent('Total: 00:01:00');
    expect(panel.getByRole('status')).toHaveTextContent('Timer stopped');
    expect(panel.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('only logs a failed start and stays as it was', async () => {
    const error = new Error('A timer cannot start on a completed assignment');
    vi.mocked(startTimer).mockRejectedValue(error);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog, panel } = await renderPanel(makeAssignment());
    await user.click(panel.getByRole('button', { name: 'Start Timer' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not start the timer', error));
    expect(panel.getByRole('button', { name: 'Start Timer' })).toBeEnabled();
    expect(panel.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot start on completed or cancelled assignments', async () => {
    const { panel } = await renderPanel(makeAssignment({ status: 'completed' }));
    expect(panel.getByRole('button', { name: 'Start Timer' })).toBeDisabled();
  });

  it('cannot start without a user name', async () => {
    const { panel } = await renderPanel(makeAssignment(), { ...editor, name: ' ' });
    expect(panel.getByRole('button', { name: 'Start Timer' })).toBeDisabled();
  });

  it('lists entries with who, duration, manual and notes, and lets non-admins delete only their own', async () => {
    const mine = makeEntry({ id: 'e-mine', notes: 'First pass', isManualEntry: true });
    const theirs = makeEntry({ id: 'e-theirs', userId: admin.id, userName: admin.name, startTime: NOW - 1000 });
    const { panel } = await renderPanel(makeAssignment({ timeEntries: [mine, theirs], totalTimeSpent: 120_000 }));
    const rows = panel.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(editor.name);
    expect(rows[1]).toHaveTextContent('00:01:00');
    expect(rows[1]).toHaveTextContent('Yes');
    expect(rows[1]).toHaveTextContent('First pass');
    expect(within(rows[1]!).getByRole('button', { name: /Delete the entry of Eddie Editor/ })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(panel.getByText(/^Total:/)).toHaveTextContent('00:02:00');
  });

  it('adds a manual entry with notes, checking the end is after the start', async () => {
    const assignment = makeAssignment();
    vi.mocked(addManualTimeEntry).mockResolvedValue({
      timeEntry: makeEntry({ id: 'e-manual', isManualEntry: true, notes: 'Offline review' }),
      status: 'pending',
      version: 2,
      totalTimeSpent: 60_000,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { panel } = await renderPanel(assignment);
    await user.type(panel.getByLabelText('Start'), '2026-03-01T10:00');
    await user.type(panel.getByLabelText('End'), '2026-03-01T09:00');
    await user.type(panel.getByLabelText('Notes'), 'Offline review');
    await user.click(panel.getByRole('button', { name: 'Add Entry' }));
    expect(panel.getByLabelText('End')).toHaveAccessibleDescription('The end must be after the start');
    expect(addManualTimeEntry).not.toHaveBeenCalled();

    await user.clear(panel.getByLabelText('End'));
    await user.type(panel.getByLabelText('End'), '2026-03-01T11:00');
    await user.click(panel.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(addManualTimeEntry).toHaveBeenCalled());
    expect(addManualTimeEntry).toHaveBeenCalledWith(expect.anything(), assignment.id, editor.id, {
      workspaceId: WORKSPACE,
      startTime: new Date('2026-03-01T10:00').getTime(),
      endTime: new Date('2026-03-01T11:00').getTime(),
      notes: 'Offline review',
      userName: editor.name,
    });
    expect(await panel.findByRole('cell', { name: 'Offline review' })).toBeInTheDocument();
  });
});
