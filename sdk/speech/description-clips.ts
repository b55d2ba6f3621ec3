// Lazy chunk: plays the audio-description clips the server made from a descriptions track.
import type { PlayerAdapter } from '../../shared/players/player';
import { DueCues } from './due-cues';

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
  private readonly due: DueCues<{ startMs: number; url: string; extended?: boolean }>;
  private playing: ClipAudio | null = null;
  private pausedForClip = false;

  constructor(
    private readonly player: PlayerAdapter,
    clips: readonly { startMs: number; url: string; extended?: boolean }[],
    private readonly allExtended: boolean,
    private readonly onFail: () => void,
    private readonly audioFor: (url: string) => ClipAudio = (url) => new Audio(url),
  ) {
    this.due = new DueCues(player, clips, (clip) => this.play(clip.url, this.allExtended || !!clip.extended));
  }

  tick(now: number) {
    this.due.tick(now);
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
    this.due.stop();
    this.playing?.pause();
    this.playing = null;
    this.pausedForClip = false;
  }
}
