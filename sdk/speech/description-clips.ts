// Lazy chunk: plays the audio-description clips the server made from a descriptions track.
import type { PlayerAdapter } from '../../shared/players/player';

/** `GET /api/media/{fileId}/tracks/{trackId}/descriptions.json` (server/routes/media-derived.ts). */
export interface DescriptionManifest {
  version: 1;
  trackVersion: number;
  /** The track's version now; above `trackVersion`, the clips speak text that has since been edited. */
  currentTrackVersion: number;
  /** `extended`: the cue pauses the media while its clip plays (present only when true). */
  clips: { cueId: string; startMs: number; durationMs: number; url: string; extended?: boolean }[];
}

/** A manifest worth playing: made from the track as it is now (a stale one is ignored: speech reads the cues). */
export function isCurrent(manifest: DescriptionManifest): boolean {
  return manifest.version === 1 && manifest.trackVersion >= manifest.currentTrackVersion;
}

/** Where a clip plays; tests pass a fake. */
export type ClipAudio = Pick<HTMLAudioElement, 'play' | 'pause' | 'addEventListener'>;

/**
 * Plays each clip as playback reaches its `startMs`. An extended description (the clip's flag, or every clip when
 * `allExtended`) pauses the media while the clip plays and resumes it after; any other clip plays over the media. A
 * clip that fails to load calls `onFail` once, so the caller can read the descriptions aloud instead.
 */
export class ClipDescriber {
  private last = -1;
  private playing: ClipAudio | null = null;
  private pausedForClip = false;

  constructor(
    private readonly player: PlayerAdapter,
    private readonly clips: readonly { startMs: number; url: string; extended?: boolean }[],
    private readonly allExtended: boolean,
    private readonly onFail: () => void,
    private readonly audioFor: (url: string) => ClipAudio = (url) => new Audio(url),
  ) {}

  tick(now: number) {
    // A jump (seek) does not play everything skipped over.
    if (this.last < 0 || now < this.last || now - this.last > 1500) {
      this.last = now;
      return;
    }
    const due = this.clips.find((c) => c.startMs > this.last && c.startMs <= now);
    this.last = now;
    if (due) this.play(due.url, this.allExtended || !!due.extended);
  }

  private play(url: string, extended: boolean) {
    this.playing?.pause();
    const audio = this.audioFor(url);
    this.playing = audio;
    if (extended && !this.player.paused()) {
      this.pausedForClip = true;
      this.player.pause();
    }
    const done = () => {
      if (this.playing !== audio) return;
      this.playing = null;
      if (this.pausedForClip) {
        this.pausedForClip = false;
        this.player.play();
      }
    };
    audio.addEventListener('ended', done);
    audio.addEventListener('error', () => {
      done();
      this.onFail();
    });
    // A refused play (autoplay policy) must not leave the media paused for good.
    void audio.play().catch(done);
  }

  stop() {
    this.playing?.pause();
    this.playing = null;
    this.pausedForClip = false;
  }
}
