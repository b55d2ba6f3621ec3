import type { EnginesResponse } from '../schemas/engines';
import type { ApiClient, CallOptions } from './client';

/** Which transcription, alignment, translation and voice engines this server can run, and why not. */
export function getEngines(client: ApiClient, options: CallOptions = {}) {
  return client.request<EnginesResponse>('GET', '/engines', { signal: options.signal });
}
