import type { ReactNode } from 'react';
import type { Member } from '@shared/schemas/members';
import type { Assignment, Label, TimeEntry } from '@shared/schemas/assignments';
import { Toaster } from '@/components/ui/toast';
import { renderAtRoute } from '@/testing/render-at-route';
import type { AssignmentUser } from './permissions';

export const WORKSPACE = 'demo-university';
export const FILE = 'file-1';

export const admin: AssignmentUser = { id: 'u-admin', name: 'Ada Admin', isOperator: false };
export const editor: AssignmentUser = { id: 'u-editor', name: 'Eddie Editor', isOperator: false };
export const viewer: AssignmentUser = { id: 'u-viewer', name: 'Vera Viewer', isOperator: false };
export const manager: AssignmentUser = { id: 'u-manager', name: 'Mona Manager', isOperator: false };

export const members: Member[] = [
  { userId: admin.id, name: admin.name, email: 'admin@demo.test', role: 'admin', joinedAt: '2026-01-01T00:00:00.000Z' },
  {
    userId: editor.id,
    name: editor.name,
    email: 'editor@demo.test',
    role: 'transcript-editor',
    joinedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    userId: manager.id,
    name: manager.name,
    email: 'manager@demo.test',
    role: 'content-manager',
    joinedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    userId: viewer.id,
    name: viewer.name,
    email: 'viewer@demo.test',
    role: 'viewer',
    joinedAt: '2026-01-01T00:00:00.000Z',
  },
];

export function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 'a-1',
    fileId: FILE,
    fileName: 'Lecture 1',
    workspaceId: WORKSPACE,
    title: 'Fix the captions',
    description: 'Speaker names are missing',
    type: 'custom',
    status: 'pending',
    priority: 'medium',
    dueDate: null,
    assignees: [editor.id],
    labels: [],
    createdBy: admin.id,
    timeEntries: [],
    totalTimeSpent: 0,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    version: 1,
    activity: [],
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id: 'e-1',
    userId: editor.id,
    userName: editor.name,
    startTime: 1_700_000_000_000,
    endTime: 1_700_000_060_000,
    duration: 60_000,
    isManualEntry: false,
    notes: '',
    ...overrides,
  };
}

export const makeLabel = (overrides: Partial<Label> = {}): Label => ({
  id: 'l-1',
  name: 'Urgent fix',
  color: '#cc0000',
  fileId: FILE,
  createdBy: admin.id,
  ...overrides,
});

/** Renders with a fresh QueryClient (no retries), a router (showing its path) and the toaster. */
export function renderAssignments(ui: ReactNode) {
  return renderAtRoute(ui, '/workspaces/demo-university', <Toaster />);
}
