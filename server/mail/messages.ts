import type { MediaRequest } from '@shared/schemas/contributions';
import type { NewMail } from './enqueue-mail';
import { quotedName } from './quoted-name';

// The messages requesters receive. Plain text: they come from a form a viewer filled in, nothing more.

const KIND_NAMES: Record<MediaRequest['kind'], string> = {
  captions: 'captions',
  transcript: 'a transcript',
  translation: 'a translation',
  audio_description: 'audio description',
  voiceover: 'a voiceover',
};

function asked(request: MediaRequest): string {
  const language = request.language ? ` (${request.language})` : '';
  return `${KIND_NAMES[request.kind]}${language} for ${quotedName(request.fileName)}`;
}

/** Tells the requester their request is met; null when they left no address. */
export function requestFulfilledMail(request: MediaRequest): NewMail | null {
  if (!request.email) return null;
  return {
    kind: 'media_request_fulfilled',
    to: request.email,
    subject: `Your request for ${KIND_NAMES[request.kind]} is done`,
    text: `Hello,\n\nYou asked for ${asked(request)}. It is now available where you watched.\n\nThank you for asking.\n`,
  };
}

/** Tells the requester their request was declined, with the reviewer's message; null without an address. */
export function requestDeclinedMail(request: MediaRequest, message: string): NewMail | null {
  if (!request.email) return null;
  return {
    kind: 'media_request_declined',
    to: request.email,
    subject: `About your request for ${KIND_NAMES[request.kind]}`,
    text: `Hello,\n\nYou asked for ${asked(request)}. We cannot provide it:\n\n${message}\n\nThank you for asking.\n`,
  };
}
