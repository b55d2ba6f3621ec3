import { expect } from '@esm-bundle/chai';
import { parseEmbedRoute } from './embed-route';

describe('parseEmbedRoute', () => {
  it('reads every iframe route', () => {
    expect(parseEmbedRoute('/embed/w1/files/f1')).to.deep.equal({ kind: 'file', workspaceId: 'w1', fileId: 'f1' });
    expect(parseEmbedRoute('/embed/w1/showcases/s1')).to.deep.equal({
      kind: 'showcase',
      workspaceId: 'w1',
      showcaseId: 's1',
      view: 'gallery',
    });
    expect(parseEmbedRoute('/embed/w1/showcases/s1/search')).to.include({ view: 'search' });
    expect(parseEmbedRoute('/embed/w1/showcases/s1/files/f9')).to.include({ view: 'file', fileId: 'f9' });
  });

  it('refuses anything else, including ids with unsafe characters', () => {
    expect(parseEmbedRoute('/embed/w1/other/x').kind).to.equal('unknown');
    expect(parseEmbedRoute('/embed/w%201/files/f1').kind).to.equal('unknown');
  });
});
