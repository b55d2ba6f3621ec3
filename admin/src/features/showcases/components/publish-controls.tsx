import type { Showcase } from '@shared/schemas/showcases';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { usePublishShowcase } from '../api/publish-showcase';
import { describeError } from './describe-error';

/**
 * How long a CDN may go on serving an unpublished showcase: the embed answers carry
 * `max-age=60, stale-while-revalidate=60` (server/http/cacheable.ts).
 */
export const CDN_GRACE_MINUTES = 2;

/** Published or not, and the button that changes it. */
export function PublishControls({ showcase }: { showcase: Showcase }) {
  const publish = usePublishShowcase(showcase.workspaceId, showcase.id);
  function toggle() {
    const next = !showcase.published;
    publish.mutate(next, {
      onSuccess: () =>
        toast.success(
          next
            ? 'Published: the embeds show it now'
            : `Unpublished: the embeds stop showing it now, and CDN caches within ${CDN_GRACE_MINUTES} minutes`,
        ),
      onError: (error) => toast.error(`Could not ${next ? 'publish' : 'unpublish'}. ${describeError(error)}`),
    });
  }
  return (
    <section aria-labelledby="showcase-publish-title" className="grid gap-2">
      <h2 id="showcase-publish-title" className="text-lg font-semibold">
        Publishing
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {showcase.published ? <Badge>Published</Badge> : <Badge variant="outline">Not published</Badge>}
        <Button type="button" variant="outline" onClick={toggle} disabled={publish.isPending}>
          {showcase.published ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        {showcase.published
          ? `Unpublishing hides it from the embeds at once; copies kept by CDN caches may be served for up to ${CDN_GRACE_MINUTES} minutes more.`
          : 'Publishing shows it in every embed at once. Only ready, embeddable files appear.'}
      </p>
    </section>
  );
}
