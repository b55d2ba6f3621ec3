import { expect } from '@esm-bundle/chai';
import { expectAccessible } from '../testing/expect-accessible';
import { fixture } from '../testing/fixture';
import './showcase-embed';
import type { ShowcaseEmbed } from './showcase-embed.component';

describe('<showcase-embed>', () => {
  it('passes an axe audit', async () => {
    await expectAccessible(await fixture('<showcase-embed workspace-id="w" showcase-id="s"></showcase-embed>'));
  });

  it('defaults to the gallery view and reflects attributes to properties', async () => {
    const el = await fixture<ShowcaseEmbed>('<showcase-embed workspace-id="w" showcase-id="s"></showcase-embed>');
    expect(el.view).to.equal('gallery');
    expect(el.showcaseId).to.equal('s');
    el.setAttribute('view', 'search');
    expect(el.view).to.equal('search');
  });
});
