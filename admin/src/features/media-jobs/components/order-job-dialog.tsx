import { minutesFor } from '@shared/billing/minutes-for';
import { useId, useState } from 'react';
import { ApiError } from '@shared/api/client';
import { insufficientCreditDetailsSchema } from '@shared/schemas/credit';
import type { TrackSummary } from '@shared/schemas/embed';
import type { EngineJobKind, EngineProvider, OrderJobBody } from '@shared/schemas/engines';
import type { Job } from '@shared/schemas/jobs';
import { NotEnoughMinutes } from '@/components/billing/not-enough-minutes';
import { VerifyEmailNotice } from '@/components/billing/verify-email-notice';
import { InlineRetry } from '@/components/inline-retry';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCatalogues } from '../api/get-catalogues';
import { useCredit } from '../api/get-credit';
import { useOrderJob } from '../api/order-job';
import { JOB_KINDS, likelyProvider, sourceTracks } from '../order';

interface Props {
  workspaceId: string;
  fileId: string;
  durationMs: number;
  tracks: TrackSummary[];
  engines: EngineProvider[];
  kind: EngineJobKind;
  onOrdered: (job: Job) => void;
  onOpenChange: (open: boolean) => void;
}

const primary = (language: string) => language.split('-')[0]!.toLowerCase();
const servesLanguage = (language: string | undefined) => (e: EngineProvider) =>
  !language || e.languages === null || e.languages.some((l) => primary(l) === primary(language));
/** The orders whose choices come from the language and voice catalogues. */
const CATALOGUE_KINDS: readonly EngineJobKind[] = ['transcribe', 'translate', 'voiceover'];
const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** What went wrong with an order, in words that say what to do; 503 carries the install line. */
function orderFailure(error: Error) {
  if (!(error instanceof ApiError)) return { title: 'The order could not be sent', message: error.message };
  const install = (error.details as { install?: string | null } | undefined)?.install ?? null;
  if (error.status === 402) {
    const shortfall = insufficientCreditDetailsSchema.safeParse(error.details);
    return { title: 'Not enough minutes', message: error.message, shortfall: shortfall.data };
  }
  if (error.status === 409) return { title: 'Already running', message: error.message };
  if (error.status === 503) return { title: 'Engine unavailable', message: error.message, install };
  return { title: 'The order was refused', message: error.message };
}

/** Confirms one order: its choices, the provider that will do it, the cost in minutes and the balance. */
export function OrderJobDialog(props: Props) {
  const { workspaceId, fileId, durationMs, tracks, engines, kind, onOrdered, onOpenChange } = props;
  const meta = JOB_KINDS.find((k) => k.kind === kind)!;
  const catalogues = useCatalogues();
  const credit = useCredit(workspaceId);
  const order = useOrderJob(workspaceId, fileId);
  const choices = sourceTracks(kind, tracks);
  const [trackId, setTrackId] = useState(choices[0]?.id ?? '');
  const track = choices.find((t) => t.id === trackId);
  const [language, setLanguage] = useState<string>();
  const [targetLanguage, setTargetLanguage] = useState<string>();
  const [voice, setVoice] = useState('');
  const ids = { track: useId(), language: useId(), target: useId(), voice: useId(), failure: useId() };
  // The catalogue selects say why they are empty when the catalogues could not be loaded.
  const describedByFailure = catalogues.isError ? { 'aria-describedby': ids.failure } : {};

  const transcriptions = catalogues.data?.transcriptions ?? [];
  const chosenLanguage = language ?? transcriptions.find((l) => l.code === 'en-US')?.code ?? transcriptions[0]?.code;
  const targets = (catalogues.data?.translations ?? []).filter(
    (l) => !track || primary(l.code) !== primary(track.language),
  );
  const chosenTarget = targetLanguage ?? targets.find((l) => l.code === 'es')?.code ?? targets[0]?.code;
  const voices = (catalogues.data?.voices ?? []).filter(
    (v) => track && primary(v.language) === primary(track.language),
  );

  const provider = (() => {
    if (kind === 'transcribe') {
      const entry = transcriptions.find((l) => l.code === chosenLanguage);
      return likelyProvider(engines, 'transcribe', (e) => !!entry?.providers.includes(e.provider));
    }
    if (kind === 'translate') {
      const entry = targets.find((l) => l.code === chosenTarget);
      return likelyProvider(engines, 'translate', (e) => !!entry?.providers.includes(e.provider));
    }
    return likelyProvider(engines, meta.capability, servesLanguage(track?.language));
  })();

  const cost = minutesFor(durationMs);
  const balance = credit.data?.balance;
  const short = balance !== undefined && cost > balance;
  const unverified = credit.data?.freeMinutes.state === 'needs_verified_email';
  const body: OrderJobBody | null = (() => {
    if (kind === 'transcribe') return chosenLanguage ? { kind, language: chosenLanguage } : null;
    if (!track) return null;
    if (kind === 'translate') return chosenTarget ? { kind, trackId, targetLanguage: chosenTarget } : null;
    if (kind === 'voiceover') return { kind, trackId, ...(voice ? { voice } : {}) };
    return { kind, trackId };
  })();
  const failure = order.error ? orderFailure(order.error) : null;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{meta.label}</DialogTitle>
          <DialogDescription>Machine work on this file, paid in minutes of media.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!body) return;
            order.mutate(body, {
              onSuccess: ({ job }) => {
                onOrdered(job);
                onOpenChange(false);
              },
            });
          }}
        >
          {kind === 'transcribe' ? (
            <div className="grid gap-2">
              <Label htmlFor={ids.language}>Spoken language</Label>
              <NativeSelect
                id={ids.language}
                {...describedByFailure}
                value={chosenLanguage ?? ''}
                onChange={(e) => setLanguage(e.target.value)}
              >
                {transcriptions.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name} ({l.code})
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor={ids.track}>Track</Label>
              <NativeSelect id={ids.track} value={trackId} onChange={(e) => setTrackId(e.target.value)}>
                {choices.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label} ({t.language}, {t.kind})
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {kind === 'translate' ? (
            <div className="grid gap-2">
              <Label htmlFor={ids.target}>Translate into</Label>
              <NativeSelect
                id={ids.target}
                {...describedByFailure}
                value={chosenTarget ?? ''}
                onChange={(e) => setTargetLanguage(e.target.value)}
              >
                {targets.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name} ({l.code})
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          {kind === 'voiceover' ? (
            <div className="grid gap-2">
              <Label htmlFor={ids.voice}>Voice</Label>
              <NativeSelect
                id={ids.voice}
                {...describedByFailure}
                value={voice}
                onChange={(e) => setVoice(e.target.value)}
              >
                <option value="">The engine's default voice</option>
                {voices.map((v) => (
                  <option key={v.name} value={v.name}>
                    {v.name}
                    {v.gender ? ` (${v.gender.toLowerCase()})` : ''}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          {catalogues.isError && CATALOGUE_KINDS.includes(kind) ? (
            <InlineRetry
              id={ids.failure}
              message="The languages and voices could not be loaded."
              retrying={catalogues.isFetching}
              onRetry={() => void catalogues.refetch()}
            />
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">Provider</dt>
            <dd>
              {provider
                ? `${provider.label}${provider.embedded ? ' (runs on this server)' : ''}`
                : 'None available for this choice'}
            </dd>
            <dt className="font-medium">Cost</dt>
            <dd>{minutes(cost)}</dd>
            <dt className="font-medium">Balance</dt>
            <dd>{balance === undefined ? (credit.isError ? 'Unknown' : 'Loading…') : minutes(balance)}</dd>
          </dl>
          {short && credit.data ? (
            <Alert variant="destructive">
              <NotEnoughMinutes
                workspaceId={workspaceId}
                required={cost}
                balance={credit.data.balance}
                freeMinutes={credit.data.freeMinutes}
                admins={credit.data.admins}
                canChangePlan={credit.data.canChangePlan}
              />
            </Alert>
          ) : null}
          {unverified && credit.data ? (
            <VerifyEmailNotice
              isAdmin={credit.data.canChangePlan}
              admins={credit.data.admins}
              minutesPerPeriod={credit.data.freeMinutes.minutesPerPeriod}
              onRecheck={() => credit.refetch()}
            />
          ) : null}
          {failure ? (
            <Alert variant="destructive">
              <p className="font-medium">{failure.title}</p>
              {'shortfall' in failure && failure.shortfall && credit.data ? (
                <NotEnoughMinutes
                  workspaceId={workspaceId}
                  required={failure.shortfall.required}
                  balance={failure.shortfall.balance}
                  freeMinutes={failure.shortfall.freeMinutes}
                  admins={failure.shortfall.admins}
                  canChangePlan={credit.data.canChangePlan}
                />
              ) : (
                <p>{failure.message}</p>
              )}
              {failure.install ? (
                <p>
                  Install with <code>{failure.install}</code>
                </p>
              ) : null}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!body || !provider || short || order.isPending}>
              {order.isPending ? 'Ordering…' : `Spend ${minutes(cost)}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
