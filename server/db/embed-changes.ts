/** The channel the database triggers of migration 0004 notify on every write the public embeds can show. */
export const EMBED_CHANGED_CHANNEL = 'embed_changed';

/**
 * Tells a process whether what the public embeds show may have changed since it cached an answer, so a hot
 * embed GET needs no database round trip. Writes anywhere (this process, another API instance, a job)
 * reach it as a database notification; writes of this process also call `changed()` at once, because the
 * notification of a commit arrives a moment after the commit itself.
 */
export interface EmbedChanges {
  /**
   * A number that moves on with every change. An answer read while it had one value may be reused while it
   * keeps that value. Null while notifications may be missed (not listening yet, connection lost): then
   * nothing may be reused.
   */
  generation(): number | null;
  /** Records a change this process has just committed. */
  changed(): void;
  /** Resolves at the next change, from any source (lets tests wait for another instance's write). */
  nextChange(): Promise<void>;
}

/** How a database delivers the channel: `notify` per notification, `trusted(false)` when some may be lost. */
export interface ChangeListener {
  notify(): void;
  trusted(trusted: boolean): void;
}

/** A change feed plus the listener its database connection reports to. */
export function createEmbedChanges(): { changes: EmbedChanges; listener: ChangeListener } {
  let generation = 0;
  let trusted = false;
  let waiting: (() => void)[] = [];
  const changed = () => {
    generation += 1;
    const wake = waiting;
    waiting = [];
    for (const resolve of wake) resolve();
  };
  return {
    changes: {
      generation: () => (trusted ? generation : null),
      changed,
      nextChange: () => new Promise((resolve) => waiting.push(resolve)),
    },
    listener: {
      notify: changed,
      trusted(now) {
        trusted = now;
        // Whatever was cached before a gap may be stale; a fresh generation disowns it.
        changed();
      },
    },
  };
}
