import { ApiError } from '@shared/api/client';
import type { Cue } from '@shared/schemas/embed';
import type { CueChanges, PatchCuesResponse } from '@shared/schemas/track-versions';
import { foldRemote } from '../model/history';
import { applyToMap, changesBetween, cueMap, noChanges, sameCue } from './cue-changes';

/** Quiet time after the last edit before it is saved. */
export const AUTOSAVE_DELAY_MS = 3000;
/** Waits between attempts after a failed save; the last one repeats until a save gets through. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error';

/** A cue both this editor and someone else changed since the last save: shown side by side to choose from. */
export interface CueConflict {
  cueId: string;
  /** Position (from 1) in this editor's cues, or in theirs when this editor deleted it. */
  number: number;
  mine: Cue | null;
  theirs: Cue | null;
}

export type ConflictChoice = 'mine' | 'theirs';

export interface AutosaveState {
  status: SaveStatus;
  savedAt: Date | null;
  /** The server's version the saved state matches. */
  version: number;
  conflict: CueConflict[] | null;
  /** Numbers of the cues another editor changed that the last save folded in. */
  mergedCueNumbers: number[];
}

/** The session's links to the server and the editor. */
export interface AutosaveDeps {
  save: (body: { baseVersion: number } & CueChanges) => Promise<PatchCuesResponse>;
  /** The track as the server has it now (to learn what others changed when a save conflicts). */
  load: () => Promise<{ version: number; cues: Cue[] }>;
  applyRemote: (changes: CueChanges) => void;
  onSaved?: () => void;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'version_conflict';

/**
 * Saves an editor's cues: a while after the last edit or at once on request, one save at a time, sending only
 * the cues that differ from the last saved state. Keeps unsaved work through failures (retrying with backoff) and
 * stops at a conflict until the person chooses per cue.
 */
export class AutosaveSession {
  private state: AutosaveState;
  private readonly listeners = new Set<() => void>();
  /** The cues as the server holds them at `state.version`, as far as this editor knows. */
  private saved: Map<string, Cue>;
  private latest: Cue[];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private queued = false;
  private failures = 0;
  /** The next `edited` may be the editor echoing folded-in remote changes, so it checks for real edits. */
  private expectEcho = false;

  constructor(
    private readonly deps: AutosaveDeps,
    version: number,
    cues: Cue[],
  ) {
    this.saved = cueMap(cues);
    this.latest = cues;
    this.state = { status: 'saved', savedAt: null, version, conflict: null, mergedCueNumbers: [] };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** True while something is not on the server yet (to warn before leaving the page). */
  hasUnsavedWork(): boolean {
    if (this.inFlight || this.state.status !== 'saved') return true;
    return !noChanges(changesBetween(this.saved, this.latest));
  }

  /** The editor's cues changed: save them after a quiet moment. */
  edited(cues: Cue[]): void {
    if (cues === this.latest) return;
    this.latest = cues;
    if (this.expectEcho) {
      this.expectEcho = false;
      if (noChanges(changesBetween(this.saved, cues))) return;
    }
    if (this.state.status === 'conflict') return;
    if (this.state.status === 'saved') this.set({ status: 'unsaved' });
    this.schedule(AUTOSAVE_DELAY_MS);
  }

  /** Saves now (Ctrl/⌘+S, leaving the page); a save already under way is followed by another. */
  saveNow = (): void => {
    this.clearTimer();
    void this.flush();
  };

  /** Starts again from a state the server holds (a restored version). */
  rebase(version: number, cues: Cue[]): void {
    this.clearTimer();
    this.saved = cueMap(cues);
    this.latest = cues;
    this.failures = 0;
    this.set({ status: 'saved', version, conflict: null, mergedCueNumbers: [] });
  }

  /** Settles a conflict: each cue keeps this editor's text or takes theirs, then everything is saved. */
  resolve = (choices: Record<string, ConflictChoice>): void => {
    const conflict = this.state.conflict;
    if (!conflict) return;
    const taken: CueChanges = { upsert: [], delete: [] };
    for (const entry of conflict) {
      if ((choices[entry.cueId] ?? 'mine') !== 'theirs') continue;
      if (entry.theirs) taken.upsert.push(entry.theirs);
      else taken.delete.push(entry.cueId);
    }
    this.foldIntoEditor(taken);
    this.set({ status: 'unsaved', conflict: null });
    void this.flush();
  };

  private async flush(): Promise<void> {
    if (this.inFlight) {
      this.queued = true;
      return;
    }
    if (this.state.status === 'conflict') return;
    const sent = changesBetween(this.saved, this.latest);
    if (noChanges(sent)) {
      this.failures = 0;
      this.set({ status: 'saved' });
      return;
    }
    this.inFlight = true;
    this.set({ status: 'saving' });
    try {
      const answer = await this.deps.save({ baseVersion: this.state.version, ...sent });
      this.failures = 0;
      applyToMap(this.saved, sent);
      applyToMap(this.saved, answer.theirs);
      const mergedCueNumbers = answer.merged ? this.numbersOf(answer.theirs) : [];
      if (answer.merged) this.foldIntoEditor(answer.theirs);
      this.set({ version: answer.version, savedAt: new Date(), mergedCueNumbers, status: 'saved' });
      this.deps.onSaved?.();
      this.afterSave();
    } catch (error) {
      if (isConflict(error)) await this.startConflict().catch(() => this.failed());
      else this.failed();
    } finally {
      this.inFlight = false;
    }
    if (this.queued) {
      this.queued = false;
      await this.flush();
    }
  }

  /** After a save, what was typed meanwhile is still unsaved and waits for its own quiet moment. */
  private afterSave(): void {
    if (!noChanges(changesBetween(this.saved, this.latest))) {
      this.set({ status: 'unsaved' });
      if (!this.timer && !this.queued) this.schedule(AUTOSAVE_DELAY_MS);
    }
  }

  private failed(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!;
    this.failures += 1;
    this.set({ status: 'error' });
    this.queued = false;
    this.schedule(delay);
  }

  /**
   * Someone else saved cues this editor changed too. Learn the server's cues, fold in the others' changes that do
   * not collide, and hold the colliding cues for the person to choose.
   */
  private async startConflict(): Promise<void> {
    const server = await this.deps.load();
    const theirs = changesBetween(this.saved, server.cues);
    const serverCues = cueMap(server.cues);
    const latest = cueMap(this.latest);
    const conflict: CueConflict[] = [];
    const clean: CueChanges = { upsert: [], delete: [] };
    for (const id of [...theirs.upsert.map((cue) => cue.id), ...theirs.delete]) {
      const base = this.saved.get(id);
      const mine = latest.get(id);
      const other = serverCues.get(id);
      if (sameCue(mine, base)) {
        if (other) clean.upsert.push(other);
        else clean.delete.push(id);
      } else if (!sameCue(mine, other)) {
        conflict.push({ cueId: id, number: 0, mine: mine ?? null, theirs: other ?? null });
      }
    }
    this.saved = serverCues;
    this.foldIntoEditor(clean);
    const order = new Map(this.latest.map((cue, index) => [cue.id, index + 1]));
    const serverOrder = new Map(server.cues.map((cue, index) => [cue.id, index + 1]));
    for (const entry of conflict) entry.number = order.get(entry.cueId) ?? serverOrder.get(entry.cueId) ?? 0;
    conflict.sort((a, b) => a.number - b.number);
    if (conflict.length === 0) {
      this.set({ version: server.version, status: 'unsaved' });
      this.queued = true;
      return;
    }
    this.set({ version: server.version, status: 'conflict', conflict });
  }

  /** Puts others' saved changes into the editor (and into what this session compares against). */
  private foldIntoEditor(changes: CueChanges): void {
    if (noChanges(changes)) return;
    this.latest = foldRemote(this.latest, changes);
    this.expectEcho = true;
    this.deps.applyRemote(changes);
  }

  private numbersOf(changes: CueChanges): number[] {
    const ids = new Set(changes.upsert.map((cue) => cue.id));
    const numbers: number[] = [];
    foldRemote(this.latest, changes).forEach((cue, index) => {
      if (ids.has(cue.id)) numbers.push(index + 1);
    });
    return numbers;
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(patch: Partial<AutosaveState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
