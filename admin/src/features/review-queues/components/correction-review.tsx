import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useCorrection } from '../api/get-correction';
import { CORRECTION_STATUS_LABELS } from '../labels';
import { CorrectionActions } from './correction-actions';
import { CorrectionDecision } from './correction-decision';
import { CorrectionNeighbours } from './correction-neighbours';
import { CueContext } from './cue-context';
import { CueMedia } from './cue-media';
import { describeError } from './describe-error';
import { ShortcutsHelp } from './shortcuts-help';
import { TimeAgo } from './time-ago';
import { WordDiff } from './word-diff';

/** `corrections/:fileId/:correctionId`: one correction with its cue in context, the media there, and the decision. */
export function CorrectionReview({ workspaceId, correctionId }: { workspaceId: string; correctionId: string }) {
  const query = useCorrection(workspaceId, correctionId);
  const [announcement, setAnnouncement] = useState('');
  const back = (
    <Link to={paths.workspaceCorrections(workspaceId)} className="text-primary text-sm underline underline-offset-4">
      All corrections
    </Link>
  );

  if (query.isPending) {
    return (
      <section className="mx-auto max-w-4xl" aria-busy="true">
        <h1 className="mb-2 text-2xl font-semibold">Proposed correction</h1>
        <p>Loading the correction…</p>
      </section>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-4xl space-y-3">
        <h1 className="text-2xl font-semibold">Proposed correction</h1>
        <Alert variant={notFound ? 'default' : 'destructive'}>
          {notFound ? 'There is no such correction in this workspace.' : describeError(query.error)}
        </Alert>
        {back}
      </section>
    );
  }

  const { correction, file, track, cue, before, after, stale } = query.data;
  const pending = correction.status === 'pending';
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        <CorrectionNeighbours workspaceId={workspaceId} correction={correction} />
      </div>
      <header>
        <h1 className="mb-1 text-2xl font-semibold">Proposed correction</h1>
        <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
          <Link to={paths.workspaceFile(workspaceId, file.id)} className="text-foreground underline underline-offset-4">
            {file.name}
          </Link>
          <span>· {track ? track.label : correction.language}</span>
          <span>
            · received <TimeAgo at={correction.createdAt} />
          </span>
          <Badge variant={pending ? 'default' : 'outline'}>{CORRECTION_STATUS_LABELS[correction.status]}</Badge>
        </p>
      </header>
      <p role="status" aria-live="polite" className="font-medium">
        {announcement}
      </p>
      {pending ? null : <CorrectionDecision status={correction.status} decision={correction.decision} />}
      {cue ? <CueMedia media={file.media} startMs={cue.startMs} fileName={file.name} /> : null}
      <section aria-labelledby="change-title">
        <h2 id="change-title" className="mb-2 text-lg font-semibold">
          The suggested change
        </h2>
        <p className="mb-2 text-lg">
          <WordDiff from={correction.originalText} to={correction.proposedText} />
        </p>
        {correction.note ? (
          <p className="text-sm">
            <span className="font-semibold">Viewer’s note: </span>
            {correction.note}
          </p>
        ) : null}
      </section>
      {cue ? (
        <section aria-labelledby="context-title">
          <h2 id="context-title" className="mb-2 text-lg font-semibold">
            The cue in the transcript now
          </h2>
          <CueContext before={before} cue={cue} after={after} />
        </section>
      ) : null}
      {pending ? (
        <CorrectionActions
          // A new correction (next/previous) starts with fresh choices.
          key={correction.id}
          workspaceId={workspaceId}
          correction={correction}
          initialConflict={
            stale && cue
              ? { currentText: cue.text, originalText: correction.originalText, proposedText: correction.proposedText }
              : null
          }
          cueDeleted={cue === null}
          onAnnounce={setAnnouncement}
        />
      ) : null}
      <ShortcutsHelp />
    </section>
  );
}
