import type { Role, WorkspaceType } from '@shared/constants';

/** The demo contract later work and its tests rely on: keep it exact. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_WORKSPACES: { id: string; name: string; type: WorkspaceType }[] = [
  { id: 'demo-university', name: 'Demo University', type: 'business' },
  { id: 'other-co', name: 'Other Co', type: 'other' },
];

/** Demo University is on Starter: 600 minutes a month and room for its members (Free allows 3). */
export const DEMO_UNIVERSITY_PLAN = {
  id: 'demo-university-plan',
  workspaceId: 'demo-university',
  planId: 'starter',
} as const;

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

/** Demo media manifests in `demo-media/` that belong to Demo University; file ids are the slugs. */
export const DEMO_UNIVERSITY_FILES = [
  'jfk-rice-moon-speech',
  'apollo-11-eagle-has-landed',
  'gettysburg-address',
  'fdr-first-inaugural',
] as const;
/** Other Co's one private file. */
export const OTHER_CO_FILE = 'other-constitution-preamble';

/** Published, with three files. */
export const WELCOME_WEEK_SHOWCASE = {
  id: 'welcome-week',
  title: 'Welcome Week',
  slug: 'welcome-week',
  description: 'Speeches that shaped the space age and the nation, to start the year.',
  fileIds: ['jfk-rice-moon-speech', 'apollo-11-eagle-has-landed', 'gettysburg-address'],
};
/** Never published: its file must stay invisible to embeds. */
export const DRAFT_SHOWCASE = {
  id: 'draft-orientation',
  title: 'Orientation (draft)',
  slug: 'orientation-draft',
  description: 'Not published yet.',
  fileIds: ['gettysburg-address'],
};
/** In no showcase, but embeddable on its own. */
export const EMBEDDABLE_FILE = 'fdr-first-inaugural';

/** Where the server serves the demo audio and thumbnails (same origin, see server/http/static-site.ts). */
export const DEMO_MEDIA_PATH = '/media/demo';

/** Track ids are fixed too: `<slug>-<language>-<kind>`, e.g. `jfk-rice-moon-speech-es-subtitles`. */
export const demoTrackId = (slug: string, language: string, kind: string) => `${slug}-${language}-${kind}`;
/** A machine-made captions track nobody has reviewed yet: the compliance ledger shows it as needing review. */
export const MACHINE_DEMO_TRACK = demoTrackId('fdr-first-inaugural', 'en', 'captions');
