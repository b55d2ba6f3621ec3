// What every engine provider shares: the capabilities, and whether a provider can run here and why not.

export const CAPABILITIES = ['transcribe', 'align', 'translate', 'synthesize', 'ocr'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export type Availability =
  | { available: true }
  | {
      available: false;
      /** Why not, in words an administrator can act on. */
      reason: string;
      /** The one line that makes it available, when there is one. */
      install: string | null;
    };

export interface ProviderInfo {
  /** Stable id used in configuration and in job orders, e.g. `pocketsphinx`. */
  readonly id: string;
  readonly capability: Capability;
  readonly label: string;
  /** Runs on this machine without sending media anywhere. */
  readonly embedded: boolean;
  availability(): Availability;
  /** Whether it serves this language (BCP 47, matched loosely: `en` serves `en-US`). */
  supports(language: string): boolean;
  /** The languages it serves, or null when they are a catalogue's (Google's). */
  languages(): string[] | null;
  /** The model it would use for this language, for providers that choose among several (whisper). */
  model?(language: string): string | null;
}

/** `en-US` → `en`. */
export const primaryLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0]!;

export const available: Availability = { available: true };

export function missingBinary(binary: string, packages: string): Availability {
  return {
    available: false,
    reason: `${binary} is not installed`,
    install: `sudo apt-get install -y ${packages}`,
  };
}
