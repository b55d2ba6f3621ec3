import { expect } from '@esm-bundle/chai';

// Runs against the built CDN file, as a customer's page loads it (`npm run build:sdk` first).
describe('built media-access.js', () => {
  it('defines both elements, and loading it twice keeps working', async () => {
    const url = '/dist/sdk/media-access.js';
    await import(/* @vite-ignore */ url);
    expect(customElements.get('transcript-embed')).to.be.a('function');
    expect(customElements.get('showcase-embed')).to.be.a('function');
    await import(/* @vite-ignore */ `${url}?again`);
    const el = document.createElement('transcript-embed');
    document.body.append(el);
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(el.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal('Transcript');
  });
});
