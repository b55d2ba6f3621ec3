import type { WebhookEventType } from '@shared/schemas/webhooks';

/** What each event means, beside its checkbox. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'file.ready': 'A file finished processing and can be played',
  'file.failed': 'A file could not be processed',
  'job.succeeded': 'A transcription, translation or other job finished',
  'job.failed': 'A job failed for good',
  'track.created': 'A caption, transcript or description track was added',
  'track.updated': 'A track’s text or label changed',
  'track.verified': 'A track passed an accuracy verification',
  'correction.created': 'A viewer proposed a correction',
  'request.created': 'A viewer asked for captions, a transcript or another format',
  'assignment.updated': 'An assignment changed (status, people, due date…)',
  'compliance.changed': 'A compliance criterion of an asset changed status',
};
