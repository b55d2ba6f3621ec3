import { Button } from '@/components/ui/button';

/**
 * What a control offers could not be loaded: says so beside it (tie it to the control with `id` and
 * `aria-describedby`) with a way to load it again, rather than leaving the control empty.
 */
export function InlineRetry({
  id,
  message,
  retrying,
  onRetry,
}: {
  id: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="text-destructive flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p id={id}>{message}</p>
      <Button type="button" variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Loading…' : 'Try again'}
      </Button>
    </div>
  );
}
