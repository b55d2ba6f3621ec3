import { html, nothing } from 'lit';
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

  /** Opens the `kind` form; focus goes back to `opener` when it closes. */
  async open(kind: FormKind, opener: HTMLElement) {
    const host = this.#host;
    this.#opener = opener;
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

  #submit = (event: SubmitEvent) => {
    event.preventDefault();
    const form = this.#state;
    if (form && !form.submitting)
      void this.#forms?.submitForm(this.#host, form, event, (state, focus) => this.#show(state, focus));
  };

  render() {
    const host = this.#host;
    return this.#state && this.#forms
      ? html`<dialog part="dialog" aria-labelledby="form-title" @close=${this.#onClose}>
          ${this.#forms.renderForm(this.#state, host.loader.track, { submit: this.#submit, close: this.#close }, host.words)}
        </dialog>`
      : nothing;
  }
}
