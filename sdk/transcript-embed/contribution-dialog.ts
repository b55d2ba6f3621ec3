import { postEmbedCorrection, postEmbedRequest } from '../../shared/api/embed';
import { html, nothing } from 'lit';
import { describeError, embedClient } from '../api';
import { emit } from '../events/events';
import type * as FormsModule from '../forms/contribution-forms';
import type { FormKind, FormState } from '../forms/contribution-forms';
import type { TranscriptEmbed } from './transcript-embed.component';

/**
 * The modal `<dialog>` for "Suggest a correction" and "Request accessibility": loads the forms chunk on
 * first use, sends the form, and gives focus back to the button that opened it.
 */
export class ContributionDialog {
  #forms: typeof FormsModule | null = null;
  #state: FormState | null = null;
  #opener: HTMLElement | null = null;
  #host: TranscriptEmbed;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  /** Shows `state` (null: no form) and, once it is rendered, focuses what `focus` selects. */
  async #show(state: FormState | null, focus?: string) {
    const host = this.#host;
    this.#state = state;
    host.requestUpdate();
    await host.updateComplete;
    if (focus) host.renderRoot.querySelector<HTMLElement>(focus)?.focus();
  }

  async open(kind: FormKind, event: Event) {
    const host = this.#host;
    this.#opener = event.currentTarget as HTMLElement;
    this.#forms ??= await import('../forms/contribution-forms');
    const cue = host.loader.track?.cues[host.cueList?.active ?? 0];
    await this.#show({ kind, cue, errors: {}, formError: '', submitting: false, done: false });
    const dialog = host.renderRoot.querySelector('dialog')!;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('textarea, select, input')?.focus();
  }

  #close = () => {
    this.#host.renderRoot.querySelector('dialog')?.close();
  };

  /** The dialog closed (button or Escape): drop the form and put focus back where it was. */
  #onClose = () => {
    void this.#show(null);
    this.#opener?.focus();
  };

  #submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const host = this.#host;
    const form = this.#state;
    const forms = this.#forms;
    const track = host.loader.track;
    if (!form || !forms || form.submitting || !track) return;
    const data = new FormData(event.target as HTMLFormElement);
    const checked =
      form.kind === 'correction' && form.cue
        ? forms.validateCorrection(data, track.id, form.cue)
        : forms.validateRequest(data);
    if (Object.keys(checked.errors).length > 0) {
      return this.#show({ ...form, errors: checked.errors, formError: '' }, 'dialog [aria-invalid="true"]');
    }
    void this.#show({ ...form, errors: {}, formError: '', submitting: true });
    const client = embedClient(host.apiBase);
    const ids = { workspaceId: host.workspaceId, fileId: host.fileId };
    try {
      if (checked.kind === 'correction') {
        await postEmbedCorrection(client, { ...ids, body: checked.body });
        emit(host, 'transcript-embed:suggestion-submitted', {
          trackId: checked.body.trackId,
          cueId: checked.body.cueId,
        });
      } else {
        await postEmbedRequest(client, { ...ids, body: checked.body });
        emit(host, 'transcript-embed:request-submitted', { kind: checked.body.kind });
      }
      await this.#show({ ...form, errors: {}, submitting: false, done: true }, 'dialog [data-autofocus]');
    } catch (error) {
      const { errors, formError } = forms.serverErrors(error);
      const shown = this.#show(
        { ...form, errors, formError, submitting: false },
        'dialog [aria-invalid="true"], dialog [part="form-error"]',
      );
      emit(host, 'transcript-embed:error', { message: formError || describeError(error).message, status: 400 });
      await shown;
    }
  };

  render() {
    const host = this.#host;
    return this.#state && this.#forms
      ? html`<dialog part="dialog" aria-labelledby="form-title" @close=${this.#onClose}>
          ${this.#forms.renderForm(this.#state, host.loader.track, { submit: this.#submit, close: this.#close })}
        </dialog>`
      : nothing;
  }
}
