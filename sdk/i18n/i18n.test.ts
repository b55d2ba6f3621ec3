import { expect } from '@esm-bundle/chai';
import { formStringsEn } from '../forms/form-strings';
import { captionStyleStringsEn } from '../transcript-embed/caption-style-strings';
import { expectAccessible } from '../testing/expect-accessible';
import { installFakeApi, type FakeApi, until } from '../testing/fake-embed-api';
import { fixture } from '../testing/fixture';
import { $, $$, attrs, loaded } from '../testing/transcript-helpers';
import { openMenu, menuItems } from '../testing/toolbar';
import '../transcript-embed/transcript-embed';
import type { Catalogue } from './catalogue';
import { en } from './en';
import { isolate } from './localise';
import { loadCatalogue, UI_LOCALES, uiLocale } from './ui-locale';

const others = UI_LOCALES.filter((l) => l !== 'en');
const sample = (value: unknown) =>
  typeof value === 'function' ? (value as (...args: unknown[]) => string)(3, true, 'ARG', 'ARG') : value;

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
});

describe('the embed catalogues', () => {
  for (const locale of others) {
    it(`${locale} has every key English has, each with words of its own`, async () => {
      const { strings, forms, captionStyle } = (await loadCatalogue(locale)) as Catalogue;
      for (const [english, translated] of [
        [en, strings],
        [formStringsEn, forms],
        [captionStyleStringsEn, captionStyle],
      ] as const) {
        expect(Object.keys(translated)).to.deep.equal(Object.keys(english));
        for (const key of Object.keys(english) as (keyof typeof english)[]) {
          const theirs = sample(translated[key]);
          expect(theirs, `${locale}.${key}`).to.be.a('string').and.not.equal('');
          expect(typeof translated[key], `${locale}.${key}`).to.equal(typeof english[key]);
          // A placeholder English shows must show in the translation too.
          if (String(sample(english[key])).includes('ARG')) expect(theirs, `${locale}.${key}`).to.contain('ARG');
        }
      }
    });
  }

  it('picks the element’s lang, else its nearest ancestor’s through shadow roots, else the browser’s', () => {
    const host = document.createElement('div');
    host.lang = 'de-AT';
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    document.body.append(host);
    expect(uiLocale(inner)).to.equal('de');
    inner.lang = 'ar';
    expect(uiLocale(inner)).to.equal('ar');
    inner.lang = 'ja';
    const browser = navigator.languages.map((l) => l.split('-')[0]).find((l) => UI_LOCALES.includes(l as 'en'));
    expect(uiLocale(inner)).to.equal(browser ?? 'en');
  });
});

describe('<transcript-embed> in the viewer’s language', () => {
  it('lang="es" speaks Spanish in its controls, menus and status, and passes axe', async () => {
    const { strings } = (await loadCatalogue('es')) as Catalogue;
    const el = await loaded(`<transcript-embed lang="es" ${attrs()}></transcript-embed>`);
    await until(() => $(el, '[part="base"]').lang === 'es', 'the Spanish words');
    expect($(el, 'h2').textContent).to.equal(
      strings.transcriptOf(isolate(api.files.get('jfk-rice-moon-speech')!.name)),
    );
    expect($(el, '[part="skip-link"]').textContent).to.equal(strings.skipTranscript);
    const more = await openMenu(el, strings.more);
    expect(menuItems(more)).to.include.members([strings.copyLink, strings.print, strings.paragraphs]);
    const spoken = $$(el, '[part="time"] .visually-hidden')[1]!.textContent!;
    expect(spoken).to.match(/segundos?:$/);
    await expectAccessible(el);
  });

  it('follows a change of lang, and right to left in Arabic', async () => {
    const el = await loaded(`<transcript-embed lang="fr" ${attrs()}></transcript-embed>`);
    const fr = (await loadCatalogue('fr')) as Catalogue;
    await until(() => $(el, '[part="skip-link"]').textContent === fr.strings.skipTranscript, 'French');
    el.setAttribute('lang', 'ar');
    const ar = (await loadCatalogue('ar')) as Catalogue;
    await until(() => $(el, '[part="skip-link"]').textContent === ar.strings.skipTranscript, 'Arabic');
    expect($(el, '[part="base"]').dir).to.equal('rtl');
    // The transcript keeps its own language and direction.
    expect($(el, '[part="cues"]').lang).to.equal('en');
    expect($(el, '[part="cues"]').dir).to.equal('ltr');
    await expectAccessible(el);
  });

  it('the page’s lang chooses when the element has none', async () => {
    document.documentElement.lang = 'pt-BR';
    const pt = (await loadCatalogue('pt')) as Catalogue;
    const el = await fixture(`<transcript-embed ${attrs()}></transcript-embed>`);
    await until(() => $(el, '[part="skip-link"]')?.textContent === pt.strings.skipTranscript, 'Portuguese');
  });
});
