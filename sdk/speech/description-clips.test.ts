import { expect } from '@esm-bundle/chai';
import type { PlayerAdapter } from '../../shared/players/player';
import { type ClipAudio, ClipDescriber, type DescriptionManifest, isCurrent } from './description-clips';

/** A player whose `paused` state the test can watch, as a page watches a media element's. */
function fakePlayer() {
  let paused = false;
  const player = {
    paused: () => paused,
    pause: () => void (paused = true),
    play: () => void (paused = false),
    currentTimeMs: () => 0,
    playbackRate: () => 1,
  } as PlayerAdapter;
  return player;
}

/** A clip that plays until the test ends it. */
class FakeClip extends EventTarget implements ClipAudio {
  played = false;
  constructor(readonly url: string) {
    super();
  }
  play() {
    this.played = true;
    return Promise.resolve();
  }
  pause() {}
  end() {
    this.dispatchEvent(new Event('ended'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const CLIPS = [
  { startMs: 1000, url: 'https://api.test/api/media/f/tracks/t/descriptions/a.ogg' },
  { startMs: 3000, url: 'https://api.test/api/media/f/tracks/t/descriptions/b.ogg' },
];

// Each describer sets a timer for its next clip: stopped after each test, so none plays into the next one.
const made: ClipDescriber[] = [];
afterEach(() => made.splice(0).forEach((d) => d.stop()));

function describerWith(extended: boolean, clipList: { startMs: number; url: string; extended?: boolean }[] = CLIPS) {
  const player = fakePlayer();
  const clips: FakeClip[] = [];
  const failures: string[] = [];
  const describer = new ClipDescriber(
    player,
    clipList,
    extended,
    () => failures.push('failed'),
    (url) => {
      const clip = new FakeClip(url);
      clips.push(clip);
      return clip;
    },
  );
  made.push(describer);
  return { player, clips, describer, failures };
}

describe('ClipDescriber', () => {
  it('plays each clip when playback reaches its start', () => {
    const { clips, describer } = describerWith(false);
    describer.tick(500);
    describer.tick(900);
    expect(clips).to.have.length(0);
    describer.tick(1100);
    expect(clips.map((c) => c.url)).to.deep.equal([CLIPS[0]!.url]);
    expect(clips[0]!.played).to.equal(true);
  });

  it('extended: pauses the media while the clip plays and resumes it after', () => {
    const { player, clips, describer } = describerWith(true);
    describer.tick(900);
    describer.tick(1100);
    expect(player.paused()).to.equal(true);
    clips[0]!.end();
    expect(player.paused()).to.equal(false);
  });

  it('not extended: the clip plays over the media, which keeps playing', () => {
    const { player, describer } = describerWith(false);
    describer.tick(900);
    describer.tick(1100);
    expect(player.paused()).to.equal(false);
  });

  it('pauses only for the clips of extended cues, and resumes when each ends', () => {
    const { player, clips, describer } = describerWith(false, [CLIPS[0]!, { ...CLIPS[1]!, extended: true }]);
    describer.tick(900);
    describer.tick(1100);
    expect(player.paused(), 'a standard description plays over the media').to.equal(false);
    clips[0]!.end();
    describer.tick(2900);
    describer.tick(3100);
    expect(player.paused(), 'paused for the extended one').to.equal(true);
    expect(clips[1]!.played).to.equal(true);
    clips[1]!.end();
    expect(player.paused(), 'resumed when its clip ended').to.equal(false);
  });

  it('plays nothing skipped over by a seek', () => {
    const { clips, describer } = describerWith(true);
    describer.tick(500);
    describer.tick(3500);
    expect(clips).to.have.length(0);
  });
});

describe('ClipDescriber when a clip fails to load', () => {
  it('says so, and an extended description does not leave the media paused', () => {
    const { player, clips, describer, failures } = describerWith(true);
    describer.tick(900);
    describer.tick(1100);
    clips[0]!.fail();
    expect(failures).to.deep.equal(['failed']);
    expect(player.paused()).to.equal(false);
  });
});

describe('isCurrent', () => {
  const manifest = (trackVersion: number, currentTrackVersion: number): DescriptionManifest => ({
    version: 1,
    trackVersion,
    currentTrackVersion,
    clips: [],
  });
  it('ignores clips made from an older version of the track', () => {
    expect(isCurrent(manifest(2, 2))).to.equal(true);
    expect(isCurrent(manifest(1, 2))).to.equal(false);
  });
});
