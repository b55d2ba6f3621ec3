// Lazy chunk: the correction and request forms, loaded when a viewer opens one.
import { postEmbedCorrection, postEmbedRequest } from '../../shared/api/embed';
import { LIMITS, MEDIA_REQUEST_KINDS } from '../../shared/constants';
import type { CorrectionBody, Cue, EmbedTrack, MediaRequestBody } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { RetryLaterError, describeError, embedClient } from '../api';
import { emit } from '../events/events';
import { spokenTime } from '../format-time';
import type { TranscriptEmbed } from '../transcript-embed/transcript-embed.component';

export type FormKind = 'correction' | 'request';

export interface FormState {
  kind: FormKind;
  /** The cue a correction is about. */
  cue: Cue | undefined;
  /** Field name → message shown next to it. */
  errors: Record<string, string>;
  /** A message for the whole form (rate limit, network). */
  formError: string;
  submitting: boolean;
  done: boolean;
}

const KIND_LABELS: Record<(typeof MEDIA_REQUEST_KINDS)[number], string> = {
  captions: 'Captions',
  transcript: 'A transcript',
  translation: 'A translation',
  audio_description: 'Audio description',
  voiceover: 'A voiceover',
};
const LANGUAGE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The same rules as the server's schema, so most mistakes are caught before sending. */
export function validateCorrection(data: FormData, trackId: string, cue: Cue) {
  const errors: Record<string, string> = {};
  const proposedText = text(data, 'proposedText');
  const note = text(data, 'note');
  if (!proposedText) errors.proposedText = 'Write the corrected text';
  else if (proposedText.length > LIMITS.proposedText) errors.proposedText = `At most ${LIMITS.proposedText} characters`;
  if (note.length > LIMITS.correctionNote) errors.note = `At most ${LIMITS.correctionNote} characters`;
  const body: CorrectionBody = { trackId, cueId: cue.id, originalText: cue.text, proposedText };
  if (note) body.note = note;
  return { kind: 'correction' as const, body, errors };
}

export function validateRequest(data: FormData) {
  const errors: Record<string, string> = {};
  const kind = text(data, 'kind') as MediaRequestBody['kind'];
  const language = text(data, 'language');
  const email = text(data, 'email');
  const message = text(data, 'message');
  if (!MEDIA_REQUEST_KINDS.includes(kind)) errors.kind = 'Choose what you need';
  if (kind === 'translation' && !language) errors.language = 'Choose the language you need';
  else if (language && !LANGUAGE.test(language)) errors.language = 'Use a language tag such as "en" or "es-MX"';
  if (email && !EMAIL.test(email)) errors.email = 'Enter a valid email address';
  if (message.length > LIMITS.requestMessage) errors.message = `At most ${LIMITS.requestMessage} characters`;
  const body: MediaRequestBody = { kind };
  if (language) body.language = language;
  if (email) body.email = email;
  if (message) body.message = message;
  return { kind: 'request' as const, body, errors };
}

/** A server refusal in the form's terms: 400 details go next to their fields, the rest above the form. */
export function serverErrors(error: unknown): { errors: Record<string, string>; formError: string } {
  const errors: Record<string, string> = {};
  const details = (error as { details?: unknown }).details;
  if (Array.isArray(details)) {
    for (const detail of details as { path?: unknown; message?: unknown }[]) {
      const field = String(detail.path ?? '').split('.')[0];
      if (field && typeof detail.message === 'string' && !errors[field]) errors[field] = detail.message;
    }
  }
  if (Object.keys(errors).length > 0) return { errors, formError: '' };
  if (error instanceof RetryLaterError) return { errors, formError: describeError(error).message };
  const status = (error as { status?: number }).status;
  if (status === 403) return { errors, formError: 'The owner of this media does not take these at the moment.' };
  if (status === 413) return { errors, formError: 'That is too long to send. Please shorten it.' };
  return { errors, formError: `Your message was not sent. ${describeError(error).message}` };
}

function field(state: FormState, name: string, label: string, control: (describedBy: string) => unknown) {
  const error = state.errors[name];
  return html`<div class="field">
    <label for=${`f-${name}`}>${label}</label>
    ${control(error ? `e-${name}` : '')} ${error ? html`<p part="field-error" id=${`e-${name}`}>${error}</p>` : nothing}
  </div>`;
}

/** The open form's contents, for the element's `<dialog>`. */
export function renderForm(
  state: FormState,
  track: EmbedTrack | null,
  handlers: { submit: (event: SubmitEvent) => void; close: () => void },
) {
  const correction = state.kind === 'correction';
  const title = correction ? 'Suggest a correction' : 'Request accessibility';
  if (state.done) {
    return html`<h3 id="form-title">${title}</h3>
      <p role="status">
        ${
          correction
            ? 'Thank you. Your correction was sent to the owner for review.'
            : 'Thank you. Your request was sent to the owner.'
        }
      </p>
      <button part="button" type="button" data-autofocus @click=${handlers.close}>Close</button>`;
  }
  const invalid = (name: string) => (state.errors[name] ? 'true' : 'false');
  const cue = state.cue;
  return html`<h3 id="form-title">${title}</h3>
    <form novalidate @submit=${handlers.submit}>
      ${state.formError ? html`<p part="form-error" role="alert" tabindex="-1">${state.formError}</p>` : nothing}
      ${
        correction && cue
          ? html`<p>
                Line at ${spokenTime(cue.startMs)}${track ? ` (${track.language})` : ''}:
                <q>${cue.text}</q>
              </p>
              ${field(state, 'proposedText', 'Corrected text', (d) => html`<textarea id="f-proposedText" name="proposedText" rows="3" maxlength=${LIMITS.proposedText} aria-invalid=${invalid('proposedText')} aria-describedby=${d || nothing} .value=${cue.text}></textarea>`)}
              ${field(state, 'note', 'Note (optional)', (d) => html`<input id="f-note" name="note" maxlength=${LIMITS.correctionNote} aria-invalid=${invalid('note')} aria-describedby=${d || nothing} />`)}`
          : html`${field(
              state,
              'kind',
              'What do you need?',
              (d) =>
                html`<select id="f-kind" name="kind" aria-invalid=${invalid('kind')} aria-describedby=${d || nothing}>
                  <option value="">Choose…</option>
                  ${MEDIA_REQUEST_KINDS.map((k) => html`<option value=${k}>${KIND_LABELS[k]}</option>`)}
                </select>`,
            )}
            ${field(state, 'language', 'Language, for a translation (for example "es")', (d) => html`<input id="f-language" name="language" autocomplete="off" aria-invalid=${invalid('language')} aria-describedby=${d || nothing} />`)}
            ${field(state, 'email', 'Your email (optional, for a reply)', (d) => html`<input id="f-email" name="email" type="email" autocomplete="email" aria-invalid=${invalid('email')} aria-describedby=${d || nothing} />`)}
            ${field(state, 'message', 'Message (optional)', (d) => html`<textarea id="f-message" name="message" rows="3" aria-invalid=${invalid('message')} aria-describedby=${d || nothing}></textarea>`)}`
      }
      <div class="actions">
        <button part="button" type="submit" ?disabled=${state.submitting}>
          ${state.submitting ? 'Sending…' : 'Send'}
        </button>
        <button part="button" type="button" @click=${handlers.close}>Cancel</button>
      </div>
    </form>`;
}

/**
 * Checks and sends the form `event` submitted; `show` renders the next state (errors, sending, done) and focuses
 * what its selector finds.
 */
export async function submitForm(
  host: TranscriptEmbed,
  form: FormState,
  event: SubmitEvent,
  show: (state: FormState, focus?: string) => Promise<void>,
) {
  const track = host.loader.track;
  if (!track) return;
  const data = new FormData(event.target as HTMLFormElement);
  const checked =
    form.kind === 'correction' && form.cue ? validateCorrection(data, track.id, form.cue) : validateRequest(data);
  if (Object.keys(checked.errors).length > 0) {
    return show({ ...form, errors: checked.errors, formError: '' }, 'dialog [aria-invalid="true"]');
  }
  void show({ ...form, errors: {}, formError: '', submitting: true });
  const client = embedClient(host.apiBase);
  const ids = { workspaceId: host.workspaceId, fileId: host.fileId };
  try {
    if (checked.kind === 'correction') {
      await postEmbedCorrection(client, { ...ids, body: checked.body });
      emit(host, 'transcript-embed:suggestion-submitted', { trackId: checked.body.trackId, cueId: checked.body.cueId });
    } else {
      await postEmbedRequest(client, { ...ids, body: checked.body });
      emit(host, 'transcript-embed:request-submitted', { kind: checked.body.kind });
    }
    await show({ ...form, errors: {}, submitting: false, done: true }, 'dialog [data-autofocus]');
  } catch (error) {
    const { errors, formError } = serverErrors(error);
    const shown = show(
      { ...form, errors, formError, submitting: false },
      'dialog [aria-invalid="true"], dialog [part="form-error"]',
    );
    emit(host, 'transcript-embed:error', { message: formError || describeError(error).message, status: 400 });
    await shown;
  }
}
