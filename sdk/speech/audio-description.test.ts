import { expect } from '@esm-bundle/chai';
import type { PlayerAdapter } from '../../shared/players/player';
import type { Cue } from '../../shared/schemas/embed';
import { AudioDescriber } from './audio-description';

// Speech synthesis reads the descriptions: an extended cue pauses the media while it is spoken and playback goes
// on when the speech ends; any other cue is spoken over the media, which never pauses for it.

function fakePlayer() {
  let paused = false;
  const log: string[] = [];
  const player = {
    paused: () => paused,
    pause: () => void ((paused = true), log.push('pause')),
    play: () => void ((paused = false), log.push('play')),
    currentTimeMs: () => 0,
    playbackRate: () => 1,
  } as PlayerAdapter;
  return { player, log };
}

const CUES: Cue[] = [
  { id: 'a', startMs: 1000, endMs: 2000, text: 'A lecture hall.' },
  { id: 'b', startMs: 3000, endMs: 3500, text: 'Professor Okafor draws a diagram of an engine.', extended: true },
];

// Each describer sets a timer for its next cue: stopped after each test, so none speaks into the next one.
const made: AudioDescriber[] = [];
function describerFor(...args: ConstructorParameters<typeof AudioDescriber>) {
  const one = new AudioDescriber(...args);
  made.push(one);
  return one;
}

let utterances: SpeechSynthesisUtterance[];
beforeEach(() => {
  utterances = [];
  // The test machine may have no voice: keep what would be spoken, and end it when the test says.
  speechSynthesis.speak = (utterance) => void utterances.push(utterance);
});
afterEach(() => {
  made.splice(0).forEach((d) => d.stop());
  delete (speechSynthesis as Partial<SpeechSynthesis>).speak;
});
const finish = (u: SpeechSynthesisUtterance) => u.dispatchEvent(new Event('end'));

describe('AudioDescriber', () => {
  it('speaks a standard description over the media and never pauses it, even when the speech runs long', () => {
    const { player, log } = fakePlayer();
    const describer = describerFor(player, CUES, 'en');
    describer.tick(900);
    describer.tick(1100);
    expect(utterances.map((u) => u.text)).to.deep.equal(['A lecture hall.']);
    expect(utterances[0]!.lang).to.equal('en');
    describer.tick(2200);
    describer.tick(2600);
    expect(log).to.deep.equal([]);
  });

  it('pauses the media at an extended description and resumes it when the speech ends', () => {
    const { player, log } = fakePlayer();
    const describer = describerFor(player, CUES, 'en');
    describer.tick(2900);
    describer.tick(3050);
    expect(player.paused()).to.equal(true);
    expect(utterances.map((u) => u.text)).to.deep.equal([CUES[1]!.text]);
    finish(utterances[0]!);
    expect(log).to.deep.equal(['pause', 'play']);
  });

  it('with extended-descriptions on the embed, every description pauses the media', () => {
    const { player, log } = fakePlayer();
    const describer = describerFor(player, CUES, 'en', true);
    describer.tick(900);
    describer.tick(1100);
    expect(player.paused()).to.equal(true);
    finish(utterances[0]!);
    expect(log).to.deep.equal(['pause', 'play']);
  });

  it('does not start the media the viewer paused', () => {
    const { player, log } = fakePlayer();
    const describer = describerFor(player, CUES, 'en');
    describer.tick(2900);
    player.pause();
    log.length = 0;
    describer.tick(3050);
    finish(utterances[0]!);
    expect(log).to.deep.equal([]);
  });
});
