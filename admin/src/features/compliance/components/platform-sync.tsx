import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { PlatformSync as Sync } from '@shared/schemas/compliance-platform-sync';
import type { PlatformType } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { syncActive, usePlatformSync } from '../api/get-platform-sync';
import { useStartPlatformSync } from '../api/start-platform-sync';

interface PlatformSyncProps {
  workspaceId: string;
  /** The caller may start a sync (shared/permissions/compliance, as for scans). */
  canSync: boolean;
}

const nameOf = (platform: string | null) => (platform ? (PLATFORM_NAMES[platform as PlatformType] ?? platform) : '');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sync in one sentence: what it is doing, or how each platform went. */
function sentence(sync: Sync): string {
  if (sync.status === 'queued') return 'Platform sync waiting to start';
  if (sync.status === 'running') return `Syncing platforms${sync.platform ? `: reading ${nameOf(sync.platform)}` : ''}`;
  if (sync.status !== 'succeeded') return `Platform sync ${sync.status}: ${sync.error ?? 'something went wrong'}`;
  const each = sync.platforms.map((p) =>
    p.error
      ? `${nameOf(p.platform)} not read (${p.error})`
      : `${nameOf(p.platform)}: ${plural(p.items, 'item', 'items')}, ${p.added} new${p.truncated ? ' (stopped at the limit)' : ''}`,
  );
  return `Platforms synced on ${sync.updatedAt.slice(0, 10)}. ${each.join('; ')}.`;
}

/** Sync platforms: lists every connected platform's items into the ledger, with its status said in a live region. */
export function PlatformSync({ workspaceId, canSync }: PlatformSyncProps) {
  const query = usePlatformSync(workspaceId);
  const start = useStartPlatformSync(workspaceId);
  const sync = query.data?.sync ?? null;
  const active = syncActive(sync);
  return (
    <section aria-labelledby="platform-sync-heading" className="mb-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="platform-sync-heading" className="text-lg font-semibold">
          Platforms
        </h2>
        {canSync ? (
          <Button variant="outline" disabled={active || start.isPending} onClick={() => start.mutate()}>
            {active ? 'Syncing platforms…' : 'Sync platforms'}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm">
        {sync
          ? sentence(sync)
          : query.isPending
            ? ''
            : 'Not synced yet. Sync to add every item of your connected platforms to the ledger.'}
      </p>
      {active && sync ? (
        <progress value={sync.progress} max={1} aria-label="Platforms read" className="accent-primary h-2 w-full" />
      ) : null}
      {start.isError ? <Alert variant="destructive">{start.error.message}</Alert> : null}
      {query.isError ? (
        <Alert variant="destructive">The platform sync could not be loaded. {query.error.message}</Alert>
      ) : null}
    </section>
  );
}
