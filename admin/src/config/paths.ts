const enc = encodeURIComponent;
const ws = (workspaceId: string) => `/workspaces/${enc(workspaceId)}`;

/** Every route path of the admin app, in one place: `pattern`s for the router, builders for links. */
export const paths = {
  home: '/',
  licenses: '/licenses',
  auth: '/auth',
  login: '/login',
  signup: '/signup',
  ssoCallback: '/auth/sso/callback',
  privacy: '/privacy',
  terms: '/terms',
  captionConverter: '/caption-converter',
  account: '/account',
  accountDelete: '/account/delete',
  accountDeleted: '/account/deleted',
  operator: (selectedWorkspaceId?: string) =>
    selectedWorkspaceId ? `/operator/${enc(selectedWorkspaceId)}` : '/operator',
  operatorSwagger: '/operator/swagger',
  operatorAudit: '/operator/audit',
  operatorRequestAnalytics: '/operator/media-requests/analytics',
  operatorOutbox: '/operator/outbox',
  operatorEngines: '/operator/engines',
  operatorOutboxMessage: (messageId: string) => `/operator/outbox/${enc(messageId)}`,
  newWorkspace: '/workspaces/new',
  workspace: ws,
  workspaceJoin: (workspaceId: string) => `${ws(workspaceId)}/join`,
  workspaceFiles: (workspaceId: string) => `${ws(workspaceId)}/files`,
  workspaceFile: (workspaceId: string, fileId: string) => `${ws(workspaceId)}/files/${enc(fileId)}`,
  workspaceFileAnalysis: (workspaceId: string, fileId: string) => `${ws(workspaceId)}/files/${enc(fileId)}/analysis`,
  workspaceIntegration: (workspaceId: string, platform: string) => `${ws(workspaceId)}/files/${platform}`,
  workspaceSettings: (workspaceId: string, section = 'general') => `${ws(workspaceId)}/settings/${section}`,
  workspaceAssignments: (workspaceId: string) => `${ws(workspaceId)}/assignments`,
  workspaceCompliance: (workspaceId: string) => `${ws(workspaceId)}/compliance`,
  workspaceAssignment: (workspaceId: string, assignmentId: string) =>
    `${ws(workspaceId)}/assignments/${enc(assignmentId)}`,
  workspaceSearch: (workspaceId: string, query?: string) =>
    `${ws(workspaceId)}/search${query ? `?${new URLSearchParams({ q: query })}` : ''}`,
  workspaceCorrections: (workspaceId: string) => `${ws(workspaceId)}/corrections`,
  workspaceCorrection: (workspaceId: string, fileId: string, correctionId: string) =>
    `${ws(workspaceId)}/corrections/${enc(fileId)}/${enc(correctionId)}`,
  workspaceRequests: (workspaceId: string) => `${ws(workspaceId)}/requests`,
  workspaceRequest: (workspaceId: string, fileId: string, requestId: string) =>
    `${ws(workspaceId)}/requests/${enc(fileId)}/${enc(requestId)}`,
} as const;

/** Settings sections under `/workspaces/:workspaceId/settings/`. */
export const SETTINGS_SECTIONS = [
  'general',
  'members',
  'integrations',
  'api',
  'webhooks',
  'analytics',
  'credit',
  'plan',
  'referrals',
  'showcases',
  'sso',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Only same-origin relative paths are honoured as a place to return to after sign-in. */
export function safeReturnPath(from: string | null | undefined): string | null {
  // Browsers drop tabs and newlines from URLs and read a backslash as "/", so "/\t/evil.example" would leave the site.
  if (!from || !from.startsWith('/') || [...from].some((c) => c < ' ' || c === '\x7f' || c === '\\')) return null;
  const base = 'https://same-origin.invalid';
  try {
    return new URL(from, base).origin === base ? from : null;
  } catch {
    return null;
  }
}
