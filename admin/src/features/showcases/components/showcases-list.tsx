import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createShowcaseBodySchema } from '@shared/schemas/showcases';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useCreateShowcase } from '../api/create-showcase';
import { useShowcases } from '../api/get-showcases';
import { describeError } from './describe-error';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `settings/showcases`: the workspace's showcases and a form to create one. */
export function ShowcasesList({ workspaceId }: { workspaceId: string }) {
  const showcases = useShowcases(workspaceId);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Showcases</h1>
        <p className="text-muted-foreground">
          Public pages that show a collection of your media with searchable transcripts. Embed them on any site.
        </p>
      </div>
      <CreateShowcaseForm workspaceId={workspaceId} />
      {showcases.isPending ? (
        <p aria-busy="true">Loading the showcases…</p>
      ) : showcases.isError ? (
        <Alert variant="destructive">The showcases could not be loaded. {describeError(showcases.error)}</Alert>
      ) : showcases.data.showcases.length === 0 ? (
        <p>No showcases yet. Create one above, then add files from your library.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Showcases, newest first</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">
                Title
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Files
              </th>
              <th scope="col" className="py-2 pr-4">
                Published
              </th>
              <th scope="col" className="py-2">
                Updated
              </th>
            </tr>
          </thead>
          <tbody>
            {showcases.data.showcases.map((showcase) => (
              <tr key={showcase.id} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 font-medium">
                  <Link
                    to={paths.workspaceSettings(workspaceId, `showcases/${encodeURIComponent(showcase.id)}`)}
                    className="underline underline-offset-4"
                  >
                    {showcase.title}
                  </Link>
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{showcase.fileIds.length}</td>
                <td className="py-2 pr-4">
                  {showcase.published ? <Badge>Published</Badge> : <Badge variant="outline">Not published</Badge>}
                </td>
                <td className="py-2">
                  <time dateTime={showcase.updatedAt}>{dateFormat.format(new Date(showcase.updatedAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CreateShowcaseForm({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  const create = useCreateShowcase();
  const [titleError, setTitleError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = new FormData(event.currentTarget).get('title');
    const parsed = createShowcaseBodySchema.safeParse({ workspaceId, title });
    if (!parsed.success) {
      setTitleError(parsed.error.issues.find((i) => i.path[0] === 'title')?.message ?? 'Check the title');
      return;
    }
    setTitleError(null);
    create.mutate(
      { workspaceId, title: parsed.data.title },
      {
        onSuccess: ({ showcase }) =>
          navigate(paths.workspaceSettings(workspaceId, `showcases/${encodeURIComponent(showcase.id)}`)),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="New showcase" className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor="new-showcase-title">New showcase title</Label>
        <Input
          id="new-showcase-title"
          name="title"
          className="w-72"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'new-showcase-title-error' : undefined}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create showcase'}
      </Button>
      {titleError ? (
        <p id="new-showcase-title-error" className="text-destructive w-full text-sm">
          {titleError}
        </p>
      ) : null}
      {create.isError ? (
        <Alert variant="destructive" className="w-full">
          Could not create the showcase. {describeError(create.error)}
        </Alert>
      ) : null}
    </form>
  );
}
