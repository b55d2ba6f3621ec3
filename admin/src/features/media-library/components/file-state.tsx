import type { FileStatus } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { jobStepText } from '@/lib/job-steps';
import { FILE_STATUS_LABELS } from '@/lib/media-format';

/** Live progress of a file's processing job, when the events stream reports it. */
export interface JobProgress {
  progress: number;
  step: string | null;
}

interface FileStateProps {
  name: string;
  status: FileStatus;
  error: string | null;
  progress?: JobProgress;
  /** Shown for failed files when the caller may re-run processing. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A file's processing state: a label, a progress bar while processing, the reason and Retry when failed. */
export function FileState({ name, status, error, progress, onRetry, retrying, className }: FileStateProps) {
  const percent = progress ? Math.round(progress.progress * 100) : null;
  return (
    <div className={cn('grid gap-1 text-sm', className)} data-status={status}>
      <span className={cn('font-medium', status === 'failed' && 'text-destructive')}>
        {status === 'processing' && progress?.step
          ? jobStepText(FILE_STATUS_LABELS.processing, progress.step)
          : FILE_STATUS_LABELS[status]}
      </span>
      {status === 'processing' || status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`${FILE_STATUS_LABELS[status]} ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="bg-muted h-1.5 w-28 overflow-hidden rounded-full"
        >
          <div
            className={cn('bg-primary h-full', percent === null && 'w-1/3')}
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      ) : null}
      {status === 'failed' ? (
        <>
          {error ? <span className="text-muted-foreground">{error}</span> : null}
          {onRetry ? (
            <Button
              size="sm"
              variant="outline"
              className="h-7 w-fit"
              disabled={retrying}
              aria-label={`Retry processing ${name}`}
              onClick={onRetry}
            >
              Retry
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
