import { expect } from '@esm-bundle/chai';
import { expectAccessible } from '../testing/expect-accessible';
import { fixture } from '../testing/fixture';
import './transcript-embed';
import type { TranscriptEmbed } from './transcript-embed.component';

describe('<transcript-embed>', () => {
  it('passes an axe audit, with and without a file', async () => {
    await expectAccessible(await fixture('<transcript-embed></transcript-embed>'));
    await expectAccessible(
      await fixture('<transcript-embed workspace-id="demo-university" file-id="f1"></transcript-embed>'),
    );
  });

  it('is a named region that tells the viewer what is missing', async () => {
    const el = await fixture<TranscriptEmbed>('<transcript-embed></transcript-embed>');
    const region = el.shadowRoot!.querySelector('[part="base"]')!;
    const heading = el.shadowRoot!.getElementById(region.getAttribute('aria-labelledby')!)!;
    expect(heading.textContent).to.equal('Transcript');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('workspace-id and file-id');
  });

  it('maps kebab-case attributes to camelCase properties', async () => {
    const el = await fixture<TranscriptEmbed>(
      '<transcript-embed workspace-id="w1" file-id="f1" api-base="https://api.example" for="player" theme="dark"></transcript-embed>',
    );
    expect(el.workspaceId).to.equal('w1');
    expect(el.fileId).to.equal('f1');
    expect(el.apiBase).to.equal('https://api.example');
    expect(el.for).to.equal('player');
    expect(el.theme).to.equal('dark');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('loading');
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
});
