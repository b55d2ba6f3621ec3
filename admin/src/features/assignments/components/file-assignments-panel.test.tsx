import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAssignment, listAssignments } from '@shared/api/assignments';
import { ApiError } from '@shared/api/client';
import { createLabel, deleteLabel, listLabels } from '@shared/api/labels';
import { getWorkspaceMembers } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
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
import type { AssignmentUser } from '../permissions';
import { FileAssignmentsPanel } from './file-assignments-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/assignments');
vi.mock('@shared/api/labels');
vi.mock('@shared/api/members');

const assignment = makeAssignment({ labels: ['l-1'], assignees: [editor.id] });
const adminLabel = makeLabel();
const editorLabel = makeLabel({ id: 'l-2', name: 'Mine', color: '#00aa00', createdBy: editor.id });

async function renderPanel(user: AssignmentUser) {
  renderAssignments(<FileAssignmentsPanel workspaceId={WORKSPACE} fileId={FILE} currentUser={user} />);
  await screen.findByRole('button', { name: assignment.title });
  await screen.findByText('Assigned to Eddie Editor');
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members });
  vi.mocked(listLabels).mockResolvedValue({ labels: [adminLabel, editorLabel] });
  vi.mocked(listAssignments).mockResolvedValue({ assignments: [assignment] });
  vi.mocked(getAssignment).mockResolvedValue(assignment);
});

afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('FileAssignmentsPanel', () => {
  it('lists the file’s assignments with assignees and labels', async () => {
    await renderPanel(admin);
    expect(listAssignments).toHaveBeenCalledWith(
      expect.anything(),
      { workspaceId: WORKSPACE, fileId: FILE },
      expect.anything(),
    );
    const item = screen.getByRole('button', { name: assignment.title }).closest('li')!;
    expect(within(item).getByRole('list', { name: 'Labels' })).toHaveTextContent('Urgent fix');
    expect(screen.getByRole('button', { name: 'Create Assignment' })).toBeInTheDocument();
  });

  it('is read-only for a viewer', async () => {
    const user = await renderPanel(viewer);
    expect(screen.queryByRole('button', { name: 'Create Assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete label/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: assignment.title }));
    const dialog = await screen.findByRole('dialog', { name: assignment.title });
    expect(within(dialog).queryByLabelText('Title')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('lets a transcript-editor delete only the labels they created', async () => {
    await renderPanel(editor);
    expect(screen.getByRole('button', { name: 'Create Label' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete label Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete label Urgent fix' })).not.toBeInTheDocument();
  });

  it('opens the create dialog from Create Assignment', async () => {
    const user = await renderPanel(admin);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Assignment' });
    expect(within(dialog).getByRole('group', { name: 'Labels' })).toBeInTheDocument();
  });

  it('creates a label with a name and a colour through the prompt dialog', async () => {
    vi.mocked(createLabel).mockResolvedValue(makeLabel({ id: 'l-3', name: 'Review', color: '#123456' }));
    const user = await renderPanel(admin);
    await user.click(screen.getByRole('button', { name: 'Create Label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Label' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    await user.type(within(dialog).getByLabelText('Name'), ' Review ');
    const colour = within(dialog).getByLabelText('Colour');
    expect(colour).toHaveValue('#1a73e8');
    // jsdom has no colour picker to click through; a change event is what picking a colour fires.
    fireEvent.change(colour, { target: { value: '#123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createLabel).toHaveBeenCalledWith(expect.anything(), {
      fileId: FILE,
      workspaceId: WORKSPACE,
      name: 'Review',
      color: '#123456',
      createdBy: admin.id,
    });
  });

  it('shows a refused label name in the prompt dialog', async () => {
    vi.mocked(createLabel).mockRejectedValue(
      new ApiError(409, { error: { code: 'conflict', message: 'A label named "Mine" already exists on this file' } }),
    );
    const user = await renderPanel(admin);
    await user.click(screen.getByRole('button', { name: 'Create Label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Label' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: A label named "Mine" already exists on this file',
    );
  });

  it('deletes a label after confirmation', async () => {
    vi.mocked(deleteLabel).mockResolvedValue(undefined);
    const user = await renderPanel(admin);
    await user.click(screen.getByRole('button', { name: 'Delete label Mine' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the label “Mine”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteLabel).toHaveBeenCalledWith(expect.anything(), 'l-2', { workspaceId: WORKSPACE }));
  });
});
