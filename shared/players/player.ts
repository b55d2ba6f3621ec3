/** What the transcript and the admin's editor need from any player: time, seeking, play/pause, speed and change notifications. */
export interface PlayerAdapter {
  readonly kind: 'html5' | 'youtube' | 'vimeo';
  /** Resolves when the player can be controlled; rejects when it never loads. */
  readonly ready: Promise<void>;
  currentTimeMs(): number;
  /** Null until the player knows it. */
  durationMs(): number | null;
  paused(): boolean;
  seek(ms: number): void;
  play(): void;
  pause(): void;
  /** 1 is normal speed; stays 1 until the player reports otherwise. */
  playbackRate(): number;
  /** Asks the player for a speed (the platforms accept 0.25–2); `playbackRate()` follows once it applies. */
  setPlaybackRate(rate: number): void;
  /** Calls `listener` on every time update, seek, play and pause; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/** How long a platform player may take to answer before the transcript says it did not load. */
export const PLAYER_TIMEOUT_MS = 10_000;
