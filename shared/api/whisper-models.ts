import type { WhisperModel, WhisperModelsResponse } from '../schemas/whisper-models';
import type { ApiClient, CallOptions } from './client';

const base = '/operator/whisper-models';

/** whisper.cpp models: the pinned table, what is installed, downloads, and the engine per language (operators). */
export function listWhisperModels(client: ApiClient, options: CallOptions = {}) {
  return client.request<WhisperModelsResponse>('GET', base, { signal: options.signal });
}

/** Starts downloading a model (202 with its progress); 409 when installed or busy, 507 when the disk is too small. */
export function installWhisperModel(client: ApiClient, name: string) {
  return client.request<{ model: WhisperModel }>('POST', `${base}/${encodeURIComponent(name)}/install`);
}

/** Removes an installed model, or stops its download (204). */
export function removeWhisperModel(client: ApiClient, name: string) {
  return client.request<void>('DELETE', `${base}/${encodeURIComponent(name)}`);
}
