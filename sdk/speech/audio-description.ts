// Lazy chunk: speaks description cues with the browser's speech synthesis.
import type { Cue } from '../../shared/schemas/embed';
import type { PlayerAdapter } from '../../shared/players/player';

/**
 * Speaks each description cue as playback reaches it. When a description is still being spoken at the
 * cue's end, the media pauses until the speech finishes, then plays on.
 */
export class AudioDescriber {
  private last = -1;
  private speaking: Cue | null = null;
  private pausedForSpeech = false;

  constructor(
    private readonly player: PlayerAdapter,
    private readonly cues: readonly Cue[],
    private readonly language: string,
  ) {}

  tick(now: number) {
    // A jump (seek) does not read out everything skipped over.
    if (this.last < 0 || now < this.last || now - this.last > 1500) {
      this.last = now;
      return;
    }
    const due = this.cues.find((c) => c.startMs > this.last && c.startMs <= now);
    this.last = now;
    if (due) this.speak(due);
    if (this.speaking && now >= this.speaking.endMs && !this.player.paused()) {
      this.pausedForSpeech = true;
      this.player.pause();
    }
  }

  private speak(cue: Cue) {
    speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(cue.text);
    utterance.lang = this.language;
    this.speaking = cue;
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
    this.speaking = null;
    speechSynthesis.cancel();
  }
}
