import { expect } from '@esm-bundle/chai';
import { expectAccessible } from '../testing/expect-accessible';
import { API, installFakeApi, nextEvent, until, type FakeApi } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import { choose, menuItems, openMenu, openSearch } from '../testing/toolbar';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

const JFK = 'jfk-rice-moon-speech';
const attrs = (fileId = JFK, extra = '') =>
  `workspace-id="demo-university" file-id="${fileId}" api-base="${API}" ${extra}`;

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
});

async function loaded(markup: string): Promise<TranscriptEmbed> {
  const ready = nextEvent(document, 'transcript-embed:ready');
  const el = await fixture<TranscriptEmbed>(markup);
  await ready;
  await el.updateComplete;
  return el;
}

const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as T;
const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T & Element>(selector),
];
const cueButtons = (el: Element) => $$<HTMLElement>(el, '[data-index]');
const button = (el: Element, name: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === name || b.ariaLabel === name)!;
const activeInShadow = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;
/** A short name for an element: chai's diff of two DOM nodes can take minutes to render. */
const nameOf = (node: Element | null | undefined) =>
  node ? `<${node.localName}${node.id ? `#${node.id}` : ''}> ${node.textContent!.trim().slice(0, 40)}` : String(node);
const expectFocus = (el: Element, expected: Element | null | undefined) =>
  expect(nameOf(activeInShadow(el))).to.equal(nameOf(expected));

async function openForm(el: TranscriptEmbed, name: string) {
  await choose(el, 'More', name);
  return until(() => $<HTMLDialogElement>(el, 'dialog[open]'), 'the form dialog');
}

describe('<transcript-embed>', () => {
  describe('accessibility audit', () => {
    it('passes axe while loading, loaded, searching, with forms open and in error', async () => {
      await expectAccessible(await fixture('<transcript-embed></transcript-embed>'));
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      await expectAccessible(el);

      const input = await openSearch(el);
      input.value = 'moon';
      input.dispatchEvent(new Event('input'));
      await until(() => $(el, 'mark'), 'search marks');
      await expectAccessible(el);
      for (const menu of ['Chapters', 'Captions and language', 'More']) {
        await openMenu(el, menu);
        await expectAccessible(el);
      }

      const correction = await openForm(el, 'Suggest a correction');
      await expectAccessible(el);
      correction.close();
      await until(() => !$(el, 'dialog'), 'the dialog to close');
      const request = await openForm(el, 'Request accessibility');
      $<HTMLFormElement>(el, 'dialog form').requestSubmit();
      await until(() => $(el, '[part="field-error"]'), 'a field error');
      await expectAccessible(el);
      request.close();

      api.missing.add(`/embed/workspaces/demo-university/files/${JFK}`);
      el.fileId = 'gone';
      const failed = nextEvent(el, 'transcript-embed:error');
      el.fileId = JFK;
      await failed;
      await el.updateComplete;
      await expectAccessible(el);
    });
  });

  describe('attributes → render', () => {
    it('is a named region that says what is missing without a file', async () => {
      const el = await fixture<TranscriptEmbed>('<transcript-embed></transcript-embed>');
      const region = $(el, '[part="base"]');
      expect(el.shadowRoot!.getElementById(region.getAttribute('aria-labelledby')!)!.textContent).to.equal(
        'Transcript',
      );
      expect($(el, '[role="status"]').textContent).to.contain('workspace-id and file-id');
    });

    it('maps kebab-case attributes to camelCase properties', async () => {
      const el = await fixture<TranscriptEmbed>(
        `<transcript-embed ${attrs()} for="player" theme="dark" language="es" start-time="12"></transcript-embed>`,
      );
      expect(el.workspaceId).to.equal('demo-university');
      expect(el.fileId).to.equal(JFK);
      expect(el.apiBase).to.equal(API);
      expect(el.for).to.equal('player');
      expect(el.theme).to.equal('dark');
      expect(el.startTime).to.equal(12);
      expect($(el, '[part="status"]').textContent).to.contain('loading');
      expect(el.dataset.state).to.equal('loading');
    });

    it('treats a boolean attribute as on when present and off when removed', async () => {
      const el = await fixture<TranscriptEmbed>('<transcript-embed no-search></transcript-embed>');
      expect(el.noSearch).to.equal(true);
      expect(el.noDownload).to.equal(false);
      el.removeAttribute('no-search');
      expect(el.noSearch).to.equal(false);
      el.noAutoscroll = true;
      await el.updateComplete;
      expect(el.hasAttribute('no-autoscroll')).to.equal(true);
    });

    it('shows the cues with timestamps read as words, its own player and the chapters', async () => {
      const el = await loaded(`<transcript-embed ${attrs(JFK, 'reading-mode="lines"')}></transcript-embed>`);
      expect($(el, '[part="heading"]').textContent).to.contain('We choose to go to the Moon');
      expect(cueButtons(el)).to.have.length(13);
      const first = cueButtons(el)[0]!;
      expect(first.querySelector('[aria-hidden="true"]')!.textContent).to.equal('0:04');
      expect(first.querySelector('.visually-hidden')!.textContent).to.equal('4 seconds:');
      expect(first.querySelector('[part="text"]')!.textContent).to.equal('But why, some say, the Moon?');
      expect($<HTMLAudioElement>(el, 'audio[part="media"]').src).to.contain(
        '/server/seed/demo-media/jfk-rice-moon-speech.opus',
      );
      const chapters = await openMenu(el, 'Chapters');
      expect(menuItems(chapters)).to.deep.equal([
        '0:00 Why the Moon?',
        '0:20 We choose to go to the Moon',
        '0:31 A challenge we intend to win',
      ]);
      // The playing chapter is the checked one (playback is at 0).
      expect(chapters.querySelector('[aria-checked="true"]')!.textContent).to.contain('Why the Moon?');
      expect(el.dataset.state).to.equal('ready');
    });

    it('shows speaker labels when the speaker changes', async () => {
      const el = await loaded(`<transcript-embed ${attrs('apollo-11-eagle-has-landed')}></transcript-embed>`);
      const speakers = $$(el, '[part="speaker"]').map((s) => s.textContent);
      expect(speakers.length).to.be.greaterThan(1);
      expect(speakers.length).to.be.lessThan(cueButtons(el).length);
    });

    it('opens in the `language` track and hides search and downloads when asked', async () => {
      const el = await loaded(
        `<transcript-embed ${attrs(JFK, 'language="es" no-search no-download')}></transcript-embed>`,
      );
      expect(cueButtons(el)[0]!.textContent).to.contain('Pero');
      expect(Boolean(button(el, 'Search'))).to.equal(false);
      expect(menuItems(await openMenu(el, 'More'))).not.to.include('Download as TXT');
    });

    it("respects the owner's options: no downloads, suggestions or requests when switched off", async () => {
      const file = api.files.get(JFK)!;
      file.options = { ...file.options, downloads: false, suggestions: false, requests: false, search: false };
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      expect(menuItems(await openMenu(el, 'More'))).to.deep.equal([
        'Copy link to this moment',
        'Print transcript',
        'Read as paragraphs',
        'Read as lines',
        'Announce current phrase',
      ]);
      expect(Boolean(button(el, 'Search'))).to.equal(false);
    });
  });

  describe('interactions → events', () => {
    it('seeks the player when a cue is activated and fires seek', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const audio = $<HTMLAudioElement>(el, 'audio');
      const seek = nextEvent<{ timeMs: number }>(el, 'transcript-embed:seek');
      cueButtons(el)[2]!.click();
      expect((await seek).detail.timeMs).to.equal(8817);
      expect(audio.currentTime).to.be.closeTo(8.817, 0.01);
    });

    it('follows a real <audio> playing the demo file: highlight, aria-current and cue-change', async () => {
      const el = await loaded(
        `<transcript-embed ${attrs(JFK, 'for="player"')}></transcript-embed>` +
          '<audio id="player" controls src="/server/seed/demo-media/jfk-rice-moon-speech.opus"></audio>',
      );
      const audio = document.getElementById('player') as HTMLAudioElement;
      await until(() => el.player, 'the player adapter');
      audio.muted = true;
      audio.currentTime = 4.3;
      const change = nextEvent<{ cueId: string }>(el, 'transcript-embed:cue-change', 8000);
      await audio.play();
      expect((await change).detail.cueId).to.equal('c1');
      audio.pause();
      const current = $$(el, '[aria-current="true"]');
      expect(current).to.have.length(1);
      expect(current[0]!.textContent).to.contain('But why, some say, the Moon?');
      expect(current[0]!.getAttribute('part')).to.equal('cue-button current-cue');
    });

    it('finds text: "X of Y", next/previous, highlighted matches and a live count', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const input = await openSearch(el);
      const searched = nextEvent<{ query: string; matches: number }>(el, 'transcript-embed:search');
      input.value = 'moon';
      input.dispatchEvent(new Event('input'));
      const { detail } = await searched;
      expect(detail.query).to.equal('moon');
      const total = detail.matches;
      expect(total).to.be.greaterThan(1);
      await until(() => $$(el, 'mark').length === total, 'all marks');
      const count = $(el, '[part="search-count"]');
      expect(count.getAttribute('role')).to.equal('status');
      expect(count.textContent).to.equal(`1 of ${total}`);
      expect($$(el, '[part~="current-match"]')).to.have.length(1);
      button(el, 'Next match').click();
      await el.updateComplete;
      expect(count.textContent).to.equal(`2 of ${total}`);
      button(el, 'Previous match').click();
      button(el, 'Previous match').click();
      await el.updateComplete;
      expect(count.textContent).to.equal(`${total} of ${total}`);
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await el.updateComplete;
      expect(count.textContent).to.equal(`1 of ${total}`);
      input.value = 'zebra';
      input.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(count.textContent).to.equal('No matches');
      await until(() => $$(el, 'mark').length === 0, 'marks cleared');
      // Escape closes the field, drops the marks and gives focus back to the Search button.
      input.value = 'moon';
      input.dispatchEvent(new Event('input'));
      await until(() => $$(el, 'mark').length > 0, 'marks again');
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await until(() => !$(el, '[part="search"]'), 'the field to close');
      expectFocus(el, button(el, 'Search'));
      await until(() => $$(el, 'mark').length === 0, 'marks cleared on close');
    });

    it('switches language from the captions menu, puts focus back on its button and fires language-change', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const menu = await openMenu(el, 'Captions and language');
      expect(menuItems(menu)).to.deep.equal(['English', 'Spanish']);
      expect(menu.querySelector('[aria-checked="true"]')!.textContent!.trim()).to.equal('English');
      const changed = nextEvent<{ language: string }>(el, 'transcript-embed:language-change');
      await choose(el, 'Captions and language', 'Spanish');
      expect((await changed).detail.language).to.equal('es');
      expect(el.language).to.equal('es');
      expect(el.getAttribute('language')).to.equal('es');
      expect(cueButtons(el)[0]!.textContent).to.contain('Pero');
      await until(() => activeInShadow(el)?.id === 'captions-button', 'focus back on the menu button');
    });

    it('downloads TXT, SRT and WebVTT made from the cues', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const saved: { name: string; text: string }[] = [];
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, text: this.href });
      };
      try {
        for (const name of ['Download as TXT', 'Download as SRT', 'Download as WebVTT']) await choose(el, 'More', name);
        await until(() => saved.length === 3, 'three downloads');
        // Each format's serializer loads on first use, so the saves may finish in any order.
        saved.sort((a, b) => a.name.localeCompare(b.name));
      } finally {
        HTMLAnchorElement.prototype.click = click;
      }
      const texts = await Promise.all(saved.map(async (s) => (await fetch(s.text)).text()));
      expect(saved.map((s) => s.name)).to.deep.equal([
        'we-choose-to-go-to-the-moon-jfk-1962-excerpt.en.srt',
        'we-choose-to-go-to-the-moon-jfk-1962-excerpt.en.txt',
        'we-choose-to-go-to-the-moon-jfk-1962-excerpt.en.vtt',
      ]);
      expect(texts[1]).to.contain('But why, some say, the Moon?');
      expect(texts[0]).to.match(/^1\n00:00:04,500 --> 00:00:06,775\n/);
      expect(texts[2]).to.match(/^WEBVTT\n/);
      expect(texts[2]).to.contain('00:00:04.500 --> 00:00:06.775');
    });

    it('opens the descriptive transcript page from the downloads, only for a file with descriptions', async () => {
      const opened: string[] = [];
      const original = window.open;
      window.open = (url?: string | URL) => (opened.push(String(url)), null);
      try {
        const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
        const items = menuItems(await openMenu(el, 'More'));
        expect(items.indexOf('Descriptive transcript (HTML)')).to.equal(items.indexOf('Download as WebVTT') + 1);
        await choose(el, 'More', 'Descriptive transcript (HTML)');
        expect(opened).to.deep.equal([`${API}/embed/workspaces/demo-university/files/${JFK}/descriptive-transcript`]);
        document.body.replaceChildren();
        const apollo = await loaded(`<transcript-embed ${attrs('apollo-11-eagle-has-landed')}></transcript-embed>`);
        const apolloItems = menuItems(await openMenu(apollo, 'More'));
        expect(apolloItems).to.include('Download as TXT');
        expect(apolloItems).not.to.include('Descriptive transcript (HTML)');
      } finally {
        window.open = original;
      }
    });

    it('copies a link to the current moment', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const written: string[] = [];
      const original = navigator.clipboard.writeText;
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: async (text: string) => void written.push(text),
      });
      try {
        cueButtons(el)[3]!.click();
        await choose(el, 'More', 'Copy link to this moment');
        await until(() => written.length === 1, 'the clipboard write');
      } finally {
        Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
      }
      expect(new URL(written[0]!).searchParams.get('t')).to.equal('12');
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.contain('Link to this moment copied.');
    });

    it('starts at ?t= given as start-time', async () => {
      const el = await loaded(`<transcript-embed ${attrs(JFK, 'start-time="20"')}></transcript-embed>`);
      await until(() => el.player, 'the player');
      expect($<HTMLAudioElement>(el, 'audio').currentTime).to.equal(20);
    });
  });

  describe('forms', () => {
    it('suggests a correction: validates, sends the cue and confirms', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      cueButtons(el)[1]!.click();
      const opener = button(el, 'More');
      const dialog = await openForm(el, 'Suggest a correction');
      const text = dialog.querySelector<HTMLTextAreaElement>('textarea[name="proposedText"]')!;
      expect(text.value).to.equal('Why choose this as our goal?');
      text.value = '   ';
      dialog.querySelector('form')!.requestSubmit();
      await until(() => dialog.querySelector('#e-proposedText'), 'the field error');
      expect(dialog.querySelector('#e-proposedText')!.textContent).to.equal('Write the corrected text');
      expect(text.getAttribute('aria-invalid')).to.equal('true');
      expect(text.getAttribute('aria-describedby')).to.equal('e-proposedText');
      expectFocus(el, text);
      text.value = 'Why choose this as our goal!';
      const sent = nextEvent<{ cueId: string }>(el, 'transcript-embed:suggestion-submitted');
      dialog.querySelector('form')!.requestSubmit();
      expect((await sent).detail.cueId).to.equal('c2');
      expect(api.calls.at(-1)).to.deep.include({
        method: 'POST',
        url: `${API}/embed/workspaces/demo-university/files/${JFK}/corrections`,
      });
      expect(api.calls.at(-1)!.body).to.deep.equal({
        trackId: `${JFK}-en-captions`,
        cueId: 'c2',
        originalText: 'Why choose this as our goal?',
        proposedText: 'Why choose this as our goal!',
      });
      await el.updateComplete;
      expect(dialog.textContent).to.contain('Thank you');
      button(el, 'Close').click();
      await until(() => !$(el, 'dialog'), 'the dialog to close');
      expectFocus(el, opener);
    });

    it('requests accessibility: a translation needs a language; server 400 details go next to fields', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const dialog = await openForm(el, 'Request accessibility');
      const form = dialog.querySelector('form')!;
      form.requestSubmit();
      await until(() => dialog.querySelector('#e-kind'), 'the kind error');
      expect(dialog.querySelector('#e-kind')!.textContent).to.equal('Choose what you need');
      dialog.querySelector<HTMLSelectElement>('select[name="kind"]')!.value = 'translation';
      dialog.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'not-an-email';
      form.requestSubmit();
      await until(() => dialog.querySelector('#e-language'), 'the language error');
      expect(dialog.querySelector('#e-language')!.textContent).to.equal('Choose the language you need');
      expect(dialog.querySelector('#e-email')!.textContent).to.equal('Enter a valid email address');

      dialog.querySelector<HTMLInputElement>('input[name="language"]')!.value = 'fr';
      dialog.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ada@example.com';
      api.nextPost = {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'language: Unsupported language',
            details: [{ path: 'language', message: 'We cannot translate into this language yet' }],
          },
        },
      };
      const failed = nextEvent(el, 'transcript-embed:error');
      form.requestSubmit();
      await failed;
      await el.updateComplete;
      expect(dialog.querySelector('#e-language')!.textContent).to.equal('We cannot translate into this language yet');
      expect(Boolean(dialog.querySelector('#e-email'))).to.equal(false);

      api.nextPost = {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests' } },
        headers: { 'Retry-After': '30' },
      };
      form.requestSubmit();
      await until(() => dialog.querySelector('[part="form-error"]'), 'the rate-limit message');
      expect(dialog.querySelector('[part="form-error"]')!.textContent).to.equal(
        'Too many requests were sent. Please try again in 30 seconds.',
      );

      const sent = nextEvent<{ kind: string }>(el, 'transcript-embed:request-submitted');
      form.requestSubmit();
      expect((await sent).detail.kind).to.equal('translation');
      expect(api.calls.at(-1)!.body).to.deep.equal({ kind: 'translation', language: 'fr', email: 'ada@example.com' });
    });
  });

  describe('keyboard', () => {
    it('makes the cue list one tab stop with arrows, Home and End; Enter seeks', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const buttons = cueButtons(el);
      expect(buttons.filter((b) => b.tabIndex === 0)).to.have.length(1);
      buttons[0]!.focus();
      const key = (k: string) =>
        activeInShadow(el)!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
      key('ArrowDown');
      expectFocus(el, buttons[1]);
      key('End');
      expectFocus(el, buttons[12]);
      key('ArrowDown');
      expectFocus(el, buttons[12]);
      key('Home');
      expectFocus(el, buttons[0]);
      key('ArrowUp');
      expectFocus(el, buttons[0]);
      expect(buttons.filter((b) => b.tabIndex === 0)).to.deep.equal([buttons[0]]);
      // A phrase of a paragraph is a span with the button role: Enter seeks as a button's would.
      expect(buttons[0]!.getAttribute('role')).to.equal('button');
      const seek = nextEvent<{ timeMs: number }>(el, 'transcript-embed:seek');
      key('Enter');
      expect((await seek).detail.timeMs).to.equal(4500);
      key('Escape');
      expect(el.hidden).to.equal(false);
      expect($(el, '[part="cues"]').hidden).to.equal(false);
    });

    it('has a Skip transcript link that moves focus past the transcript', async () => {
      const el = await loaded(`<transcript-embed ${attrs()}></transcript-embed>`);
      const skip = $<HTMLAnchorElement>(el, '[part="skip-link"]');
      expect(skip.textContent!.trim()).to.equal('Skip transcript');
      skip.click();
      expect(activeInShadow(el)!.id).to.equal('end');
    });

    it('pauses autoscroll when the viewer moves focus into the list, and resumes on request', async () => {
      const el = await loaded(
        `<transcript-embed ${attrs(JFK, 'for="p2"')}></transcript-embed>` +
          '<audio id="p2" src="/server/seed/demo-media/jfk-rice-moon-speech.opus"></audio>',
      );
      await until(() => el.player, 'the player');
      // A test page may not have system focus, and then Chromium fires no focus events: send the one a viewer's Tab would.
      cueButtons(el)[0]!.focus();
      cueButtons(el)[0]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      await el.updateComplete;
      const resume = await until(() => button(el, 'Back to current'), 'the Back to current button');
      expect(resume.getAttribute('part')).to.contain('back-to-current');
      await expectAccessible(el);
      resume.click();
      await el.updateComplete;
      expect(Boolean(button(el, 'Back to current'))).to.equal(false);
      expect(activeInShadow(el)!.dataset.index).to.equal('0');
    });
  });

  describe('errors', () => {
    it('an unknown or unpublished file shows a message, Try again and fires error', async () => {
      api.missing.add(`/embed/workspaces/demo-university/files/${JFK}`);
      const failed = nextEvent<{ message: string; status: number }>(document, 'transcript-embed:error');
      const el = await fixture<TranscriptEmbed>(`<transcript-embed ${attrs()}></transcript-embed>`);
      const { detail } = await failed;
      expect(detail.status).to.equal(404);
      await el.updateComplete;
      expect($(el, '[role="alert"]').textContent).to.contain('not available');
      expect(el.dataset.state).to.equal('error');
      api.missing.clear();
      const ready = nextEvent(el, 'transcript-embed:ready');
      button(el, 'Try again').click();
      await ready;
      await el.updateComplete;
      expectFocus(el, $(el, '[part="heading"]'));
    });

    it('a network failure says so and never throws into the page', async () => {
      api.offline = true;
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(e);
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onError);
      const failed = nextEvent(document, 'transcript-embed:error');
      const el = await fixture<TranscriptEmbed>(`<transcript-embed ${attrs()}></transcript-embed>`);
      await failed;
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 50));
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      expect($(el, '[role="alert"]').textContent).to.contain('network');
      expect(errors).to.deep.equal([]);
    });
  });

  describe('long transcripts', () => {
    it('shows the first of 10,000 cues at once and moves the highlight by touching two cues', async () => {
      const cues = Array.from({ length: 10_000 }, (_, i) => ({
        id: `c${i + 1}`,
        startMs: i * 1000,
        endMs: i * 1000 + 900,
        text: `Line ${i + 1} of a three-hour lecture`,
      }));
      api.tracks.set(`${JFK}-en-captions`, { id: `${JFK}-en-captions`, language: 'en', kind: 'captions', cues });
      const el = await loaded(
        `<transcript-embed ${attrs(JFK, 'for="p3"')}></transcript-embed><audio id="p3" src="/server/seed/demo-media/jfk-rice-moon-speech.opus"></audio>`,
      );
      expect(cueButtons(el).length).to.be.lessThan(10_000);
      await until(() => cueButtons(el).length === 10_000, 'every cue in the DOM', 10_000);
      await until(() => el.player, 'the player');
      const list = $(el, '[part="cues"]');
      const records: MutationRecord[] = [];
      const observer = new MutationObserver((r) => records.push(...r));
      observer.observe(list, { subtree: true, attributes: true, childList: true, characterData: true });
      const audio = document.getElementById('p3') as HTMLAudioElement;
      audio.currentTime = 30.5;
      await nextEvent(el, 'transcript-embed:cue-change');
      await new Promise((r) => setTimeout(r));
      records.push(...observer.takeRecords());
      observer.disconnect();
      const touched = new Set(records.map((r) => r.target));
      expect(records.every((r) => r.type === 'attributes')).to.equal(true);
      expect(touched.size).to.be.at.most(2);
      expect($(el, '[aria-current="true"]').textContent).to.contain('Line 31 of');
    });
  });
});
