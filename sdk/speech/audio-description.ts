// Lazy chunk: speaks description cues with the browser's speech synthesis.
import type { Cue } from '../../shared/schemas/embed';
import type { PlayerAdapter } from '../../shared/players/player';
import { DueCues } from './due-cues';

/**
 * Speaks each description cue as playback reaches it. An extended cue (its flag, or every cue when `allExtended`)
 * pauses the media at once and plays it on when the speech ends; any other cue is spoken over the media, which
 * never pauses for it.
 */
export class AudioDescriber {
  private readonly due: DueCues<Cue>;
  private speaking: Cue | null = null;
  private pausedForSpeech = false;

  constructor(
    private readonly player: PlayerAdapter,
    cues: readonly Cue[],
    private readonly language: string,
    private readonly allExtended = false,
  ) {
    this.due = new DueCues(player, cues, (cue) => this.speak(cue));
  }

  tick(now: number) {
    this.due.tick(now);
  }

  private speak(cue: Cue) {
    speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(cue.text);
    utterance.lang = this.language;
    this.speaking = cue;
    this.pausedForSpeech = (this.allExtended || !!cue.extended) && !this.player.paused();
    if (this.pausedForSpeech) this.player.pause();
    const done = () => {
      if (this.speaking !== cue) return;
      this.speaking = null;
      if (this.pausedForSpeech) {
        this.pausedForSpeech = false;
        this.player.play();
      }
    };
    utterance.addEventListener('end', done);
    utterance.addEventListener('error', done);
    speechSynthesis.speak(utterance);
  }

  stop() {
    this.due.stop();
    this.speaking = null;
    speechSynthesis.cancel();
  }
}
