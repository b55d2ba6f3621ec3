import { expect } from '@esm-bundle/chai';
import { until } from './testing/fake-embed-api';
import { connectPlayer } from '../shared/players/connect-player';
import { iframePlatform } from '../shared/players/platforms';
import { youtubePlayer } from '../shared/players/youtube-player';
import { vimeoPlayer } from '../shared/players/vimeo-player';

function frame(src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.title = 'Player';
  iframe.src = src;
  document.body.replaceChildren(iframe);
  return iframe;
}

describe('player adapters', () => {
  afterEach(() => document.body.replaceChildren());

  it('picks the adapter from the element or the iframe address', async () => {
    const audio = document.createElement('audio');
    expect((await connectPlayer(audio))!.kind).to.equal('html5');
    expect(iframePlatform(frame('https://www.youtube-nocookie.com/embed/abc?enablejsapi=1'))).to.equal('youtube');
    expect(iframePlatform(frame('https://player.vimeo.com/video/1'))).to.equal('vimeo');
    expect(iframePlatform(frame('https://example.com/video'))).to.equal(null);
  });

  it('YouTube: becomes ready, seeks, plays and pauses through the IFrame API messages', async () => {
    const player = youtubePlayer(frame('/sdk/testing/fake-youtube.html'));
    let notified = 0;
    player.subscribe(() => notified++);
    await player.ready;
    expect(player.durationMs()).to.equal(120_000);
    player.seek(42_000);
    await until(() => notified > 2, 'infoDelivery after seekTo');
    expect(player.currentTimeMs()).to.equal(42_000);
    player.play();
    await until(() => !player.paused(), 'playing state');
    player.pause();
    await until(() => player.paused(), 'paused state');
    expect(player.playbackRate()).to.equal(1);
    player.setPlaybackRate(1.5);
    await until(() => player.playbackRate() === 1.5, 'onPlaybackRateChange');
    player.destroy();
  });

  it('Vimeo: becomes ready, reads duration, follows timeupdate and play/pause', async () => {
    const player = vimeoPlayer(frame('/sdk/testing/fake-vimeo.html'));
    await player.ready;
    await until(() => player.durationMs() === 90_000, 'getDuration');
    player.seek(10_000);
    await until(() => player.currentTimeMs() === 10_000, 'seeked');
    player.play();
    await until(() => !player.paused() && player.currentTimeMs() === 11_000, 'play and timeupdate');
    player.pause();
    await until(() => player.paused(), 'pause');
    expect(player.playbackRate()).to.equal(1);
    player.setPlaybackRate(0.5);
    await until(() => player.playbackRate() === 0.5, 'playbackratechange');
    player.destroy();
  });

  it('HTML5: speed follows the media element', async () => {
    const audio = document.createElement('audio');
    const player = (await connectPlayer(audio))!;
    let notified = 0;
    player.subscribe(() => notified++);
    player.setPlaybackRate(2);
    expect(audio.playbackRate).to.equal(2);
    expect(player.playbackRate()).to.equal(2);
    await until(() => notified > 0, 'ratechange');
    player.destroy();
  });

  it('a player that never answers rejects `ready` instead of hanging', async () => {
    const player = youtubePlayer(frame('/sdk/testing/fixture-silent.html'), 600);
    let message = '';
    await player.ready.catch((e: Error) => (message = e.message));
    expect(message).to.equal('The player did not load');
    player.destroy();
  });
});
