import type { ApiKeyScope } from '@shared/schemas/api-keys';

/** What each scope lets a key do, in one line, as the create dialog and the list explain it. */
export const SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  read: 'Read the library, tracks, compliance and reports',
  write: 'Change files, tracks, assignments and labels',
  jobs: 'Order transcription and other engine work (spends minutes)',
  admin: 'Manage members, settings and integrations',
};
