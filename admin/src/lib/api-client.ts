import { createApiClient } from '@shared/api/client';
import { getEnvironment } from './environment';
import { getIdToken } from './firebase';

/** The one API client of the admin app: same-origin `/api`, with the signed-in user's token. */
export const apiClient = createApiClient({
  baseUrl: '/api',
  getIdToken,
  isLocal: getEnvironment() === 'local',
});
