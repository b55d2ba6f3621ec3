import { eq } from 'drizzle-orm';
import type { WorkspaceType } from '@shared/constants';
import {
  DEFAULT_CAPTION_RULES,
  type UpdateWorkspaceSettingsBody,
  type WorkspaceSettings,
} from '@shared/schemas/settings';
import { DEFAULT_VERIFICATION_TARGET } from '@shared/verification/accuracy';
import type { Db, Tx } from '../open-database';
import { workspaces } from '../schema';
import { workspaceSettings } from '../schema-settings';

/** What a workspace that never saved settings has: the same values as the table's column defaults. */
const UNSAVED = {
  defaultLanguage: null,
  ...DEFAULT_CAPTION_RULES,
  reviewFinishedTranscriptions: false,
  embedBeacon: true,
  verificationTarget: DEFAULT_VERIFICATION_TARGET,
} as const;

/** A workspace's settings (column defaults where it never saved any), or null for no such workspace. */
export async function settingsOfWorkspace(db: Db | Tx, workspaceId: string): Promise<WorkspaceSettings | null> {
  const [row] = await db
    .select({ workspace: workspaces, settings: workspaceSettings })
    .from(workspaces)
    .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  if (!row) return null;
  const s = row.settings ?? UNSAVED;
  return {
    name: row.workspace.name,
    type: row.workspace.type as WorkspaceType,
    defaultLanguage: s.defaultLanguage,
    captionRules: {
      maxCharsPerLine: s.maxCharsPerLine,
      maxLines: s.maxLines,
      maxCps: s.maxCps,
      minDurationMs: s.minDurationMs,
      maxDurationMs: s.maxDurationMs,
      minGapMs: s.minGapMs,
    },
    reviewFinishedTranscriptions: s.reviewFinishedTranscriptions,
    embedBeacon: s.embedBeacon,
    verificationTarget: s.verificationTarget,
  };
}

/** Saves the given settings in one transaction and answers them all; null for no such workspace. */
export async function updatedSettings(
  db: Db,
  workspaceId: string,
  change: UpdateWorkspaceSettingsBody,
): Promise<WorkspaceSettings | null> {
  return db.transaction(async (tx) => {
    const { name, type, captionRules, ...rest } = change;
    if (name !== undefined || type !== undefined) {
      const updated = await tx
        .update(workspaces)
        .set({ name, type, updatedAt: new Date() })
        .where(eq(workspaces.id, workspaceId))
        .returning({ id: workspaces.id });
      if (updated.length === 0) return null;
    }
    const values = { ...rest, ...captionRules, updatedAt: new Date() };
    await tx
      .insert(workspaceSettings)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: values });
    return settingsOfWorkspace(tx, workspaceId);
  });
}
