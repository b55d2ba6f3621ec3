// Lazy chunk: the correction and request forms, loaded when a viewer opens one.
import { postEmbedCorrection, postEmbedRequest } from '../../shared/api/embed';
import { LIMITS, MEDIA_REQUEST_KINDS } from '../../shared/constants';
import type { CorrectionBody, Cue, EmbedTrack, MediaRequestBody } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { RetryLaterError, describeError, embedClient } from '../api';
import { emit } from '../events/events';
import { spokenTime } from '../format-time';
import type { Words } from '../i18n/localise';
import type { TranscriptEmbed } from '../transcript-embed/transcript-embed.component';
import { formStringsEn, type FormStrings } from './form-strings';

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

const KIND_LABELS: Record<(typeof MEDIA_REQUEST_KINDS)[number], keyof FormStrings> = {
  captions: 'kindCaptions',
  transcript: 'kindTranscript',
  translation: 'kindTranslation',
  audio_description: 'kindAudioDescription',
  voiceover: 'kindVoiceover',
};

/** The forms' words in the element's language. */
const formWords = (words: Words): FormStrings => words.forms ?? formStringsEn;
const LANGUAGE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The same rules as the server's schema, so most mistakes are caught before sending. */
export function validateCorrection(data: FormData, trackId: string, cue: Cue, f: FormStrings) {
  const errors: Record<string, string> = {};
  const proposedText = text(data, 'proposedText');
  const note = text(data, 'note');
  if (!proposedText) errors.proposedText = f.writeCorrectedText;
  else if (proposedText.length > LIMITS.proposedText) errors.proposedText = f.atMost(LIMITS.proposedText);
  if (note.length > LIMITS.correctionNote) errors.note = f.atMost(LIMITS.correctionNote);
  const body: CorrectionBody = { trackId, cueId: cue.id, originalText: cue.text, proposedText };
  if (note) body.note = note;
  return { kind: 'correction' as const, body, errors };
}

export function validateRequest(data: FormData, f: FormStrings) {
  const errors: Record<string, string> = {};
  const kind = text(data, 'kind') as MediaRequestBody['kind'];
  const language = text(data, 'language');
  const email = text(data, 'email');
  const message = text(data, 'message');
  if (!MEDIA_REQUEST_KINDS.includes(kind)) errors.kind = f.chooseKind;
  if (kind === 'translation' && !language) errors.language = f.chooseLanguage;
  else if (language && !LANGUAGE.test(language)) errors.language = f.languageTag;
  if (email && !EMAIL.test(email)) errors.email = f.validEmail;
  if (message.length > LIMITS.requestMessage) errors.message = f.atMost(LIMITS.requestMessage);
  const body: MediaRequestBody = { kind };
  if (language) body.language = language;
  if (email) body.email = email;
  if (message) body.message = message;
  return { kind: 'request' as const, body, errors };
}

/** A server refusal in the form's terms: 400 details go next to their fields, the rest above the form. */
export function serverErrors(error: unknown, words: Words): { errors: Record<string, string>; formError: string } {
  const f = formWords(words);
  const errors: Record<string, string> = {};
  const details = (error as { details?: unknown }).details;
  if (Array.isArray(details)) {
    for (const detail of details as { path?: unknown; message?: unknown }[]) {
      const field = String(detail.path ?? '').split('.')[0];
      if (field && typeof detail.message === 'string' && !errors[field]) errors[field] = detail.message;
    }
  }
  if (Object.keys(errors).length > 0) return { errors, formError: '' };
  const described = describeError(error, words.strings).message;
  if (error instanceof RetryLaterError) return { errors, formError: described };
  const status = (error as { status?: number }).status;
  if (status === 403) return { errors, formError: f.ownerRefuses };
  if (status === 413) return { errors, formError: f.tooLong };
  return { errors, formError: f.notSent(described) };
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
  words: Words,
) {
  const f = formWords(words);
  const correction = state.kind === 'correction';
  const title = correction ? f.suggest : f.request;
  if (state.done) {
    return html`<h3 id="form-title">${title}</h3>
      <p role="status">${correction ? f.correctionSent : f.requestSent}</p>
      <button part="button" type="button" data-autofocus @click=${handlers.close}>${f.close}</button>`;
  }
  const invalid = (name: string) => (state.errors[name] ? 'true' : 'false');
  const cue = state.cue;
  return html`<h3 id="form-title">${title}</h3>
    <form novalidate @submit=${handlers.submit}>
      ${state.formError ? html`<p part="form-error" role="alert" tabindex="-1">${state.formError}</p>` : nothing}
      ${
        correction && cue
          ? html`<p>
                ${f.lineAt(spokenTime(cue.startMs, words.locale))}${track ? ` (${track.language})` : ''}:
                <q>${cue.text}</q>
              </p>
              ${field(state, 'proposedText', f.correctedText, (d) => html`<textarea id="f-proposedText" name="proposedText" rows="3" maxlength=${LIMITS.proposedText} aria-invalid=${invalid('proposedText')} aria-describedby=${d || nothing} .value=${cue.text}></textarea>`)}
              ${field(state, 'note', f.noteOptional, (d) => html`<input id="f-note" name="note" maxlength=${LIMITS.correctionNote} aria-invalid=${invalid('note')} aria-describedby=${d || nothing} />`)}`
          : html`${field(
              state,
              'kind',
              f.whatDoYouNeed,
              (d) =>
                html`<select id="f-kind" name="kind" aria-invalid=${invalid('kind')} aria-describedby=${d || nothing}>
                  <option value="">${f.choose}</option>
                  ${MEDIA_REQUEST_KINDS.map((k) => html`<option value=${k}>${f[KIND_LABELS[k]] as string}</option>`)}
                </select>`,
            )}
            ${field(state, 'language', f.languageForTranslation, (d) => html`<input id="f-language" name="language" autocomplete="off" aria-invalid=${invalid('language')} aria-describedby=${d || nothing} />`)}
            ${field(state, 'email', f.emailOptional, (d) => html`<input id="f-email" name="email" type="email" autocomplete="email" aria-invalid=${invalid('email')} aria-describedby=${d || nothing} />`)}
            ${field(state, 'message', f.messageOptional, (d) => html`<textarea id="f-message" name="message" rows="3" aria-invalid=${invalid('message')} aria-describedby=${d || nothing}></textarea>`)}`
      }
      <div class="actions">
        <button part="button" type="submit" ?disabled=${state.submitting}>
          ${state.submitting ? f.sending : f.send}
        </button>
        <button part="button" type="button" @click=${handlers.close}>${f.cancel}</button>
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
    form.kind === 'correction' && form.cue
      ? validateCorrection(data, track.id, form.cue, formWords(host.words))
      : validateRequest(data, formWords(host.words));
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
    const { errors, formError } = serverErrors(error, host.words);
    const shown = show(
      { ...form, errors, formError, submitting: false },
      'dialog [aria-invalid="true"], dialog [part="form-error"]',
    );
    emit(host, 'transcript-embed:error', {
      message: formError || describeError(error, host.words.strings).message,
      status: 400,
    });
    await shown;
  }
}
