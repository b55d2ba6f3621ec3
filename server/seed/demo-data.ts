import type { Role, WorkspaceType } from '@shared/constants';

/** The demo contract later work and its tests rely on: keep it exact. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_WORKSPACES: { id: string; name: string; type: WorkspaceType }[] = [
  { id: 'demo-university', name: 'Demo University', type: 'business' },
  { id: 'other-co', name: 'Other Co', type: 'other' },
];

export interface DemoAccount {
  uid: string;
  email: string;
  name: string;
  operator: boolean;
  memberships: { workspaceId: string; role: Role }[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { uid: 'demo-operator', email: 'operator@demo.test', name: 'Olivia Operator', operator: true, memberships: [] },
  {
    uid: 'demo-admin',
    email: 'admin@demo.test',
    name: 'Ada Admin',
    operator: false,
    memberships: [{ workspaceId: 'demo-university', role: 'admin' }],
  },
  {
    uid: 'demo-manager',
    email: 'manager@demo.test',
    name: 'Manuel Manager',
    operator: false,
    memberships: [{ workspaceId: 'demo-university', role: 'content-manager' }],
  },
  {
    uid: 'demo-editor',
    email: 'editor@demo.test',
    name: 'Edith Editor',
    operator: false,
    memberships: [{ workspaceId: 'demo-university', role: 'transcript-editor' }],
  },
  {
    uid: 'demo-viewer',
    email: 'viewer@demo.test',
    name: 'Victor Viewer',
    operator: false,
    memberships: [{ workspaceId: 'demo-university', role: 'viewer' }],
  },
  {
    uid: 'demo-outsider',
    email: 'outsider@demo.test',
    name: 'Otto Outsider',
    operator: false,
    memberships: [{ workspaceId: 'other-co', role: 'admin' }],
  },
];
