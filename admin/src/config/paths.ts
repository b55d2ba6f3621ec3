/** Every route path of the admin app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  login: '/login',
  signup: '/signup',
  workspace: (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}`,
  workspaceFiles: (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/files`,
} as const;

/** Only same-origin relative paths are honoured as a place to return to after sign-in. */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}
