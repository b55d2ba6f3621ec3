import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderAtRoute } from '@/testing/render-at-route';
import type { MediaRequest, ProposedCorrection } from '@shared/schemas/contributions';
import type { CorrectionDetail, MediaRequestDetail } from '@shared/schemas/review';

// A safety net for the first render on a loaded machine (charts and diff load then); passing tests never wait it out.
configure({ asyncUtilTimeout: 10_000 });

export const WORKSPACE = 'demo-university';

export function makeCorrection(overrides: Partial<ProposedCorrection> = {}): ProposedCorrection {
  return {
    id: 'c-1',
    fileId: 'gettysburg-address',
    fileName: 'Gettysburg Address',
    status: 'pending',
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    trackId: 't-1',
    language: 'en',
    cueId: 'cue-3',
    cueStartMs: 12_300,
    cueEndMs: 15_000,
    originalText: 'Four score and seven years ago',
    proposedText: 'Four score and eight years ago',
    note: 'Misheard number',
    ...overrides,
  };
}

const cue = (id: string, startMs: number, text: string) => ({ id, startMs, endMs: startMs + 2000, text });

export function makeCorrectionDetail(overrides: Partial<CorrectionDetail> = {}): CorrectionDetail {
  const correction = overrides.correction ?? makeCorrection();
  return {
    correction,
    file: {
      id: correction.fileId,
      name: correction.fileName,
      media: { type: 'url', url: '/media/demo/gettysburg.ogg', mimeType: 'audio/ogg' },
      durationMs: 120_000,
    },
    track: { id: correction.trackId, language: 'en', kind: 'captions', label: 'English', version: 3 },
    cue: cue(correction.cueId, 12_300, correction.originalText),
    before: [cue('cue-1', 8_000, 'First before'), cue('cue-2', 10_000, 'Second before')],
    after: [cue('cue-4', 15_000, 'First after'), cue('cue-5', 17_000, 'Second after')],
    stale: false,
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<MediaRequest> = {}): MediaRequest {
  return {
    id: 'r-1',
    fileId: 'gettysburg-address',
    fileName: 'Gettysburg Address',
    status: 'pending',
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    kind: 'translation',
    language: 'es',
    email: 'student@example.com',
    message: 'For my grandmother',
    ...overrides,
  };
}

export function makeRequestDetail(overrides: Partial<MediaRequestDetail> = {}): MediaRequestDetail {
  const request = overrides.request ?? makeRequest();
  return {
    request,
    file: { id: request.fileId, name: request.fileName },
    assignment: null,
    tracks: [{ id: 't-1', language: 'en', kind: 'captions', label: 'English' }],
    ...overrides,
  };
}

/** Renders at `path` with a fresh QueryClient (no retries) and a router that shows where it is. */
export function renderReview(ui: ReactNode, path = `/workspaces/${WORKSPACE}/corrections`) {
  return renderAtRoute(ui, path);
}
