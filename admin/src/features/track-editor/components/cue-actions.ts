/** What a cue row asks of the editor; one stable object, so rows re-render only when their own cue changes. */
export interface CueActions {
  select(id: string): void;
  /** The text field of `id` took focus; `flush` commits its pending typing (called before any other command). */
  focusText(id: string, flush: () => void): void;
  commitText(id: string, text: string): void;
  commitStart(id: string, ms: number): void;
  commitEnd(id: string, ms: number): void;
  commitSpeaker(id: string, speaker: string): void;
  /** Descriptions: whether the media pauses while this cue is spoken. */
  commitExtended(id: string, extended: boolean): void;
  /** A keystroke in a text field (auto-pause listens). */
  typing(): void;
}
