import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useRequest } from '../api/get-request';
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from '../labels';
import { describeError } from './describe-error';
import { RequestActions } from './request-actions';
import { TimeAgo } from './time-ago';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 border-b py-2 last:border-0">
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** `requests/:fileId/:requestId`: one accessibility request, its file's tracks, its assignment, and the decision. */
export function RequestReview({ workspaceId, requestId }: { workspaceId: string; requestId: string }) {
  const query = useRequest(workspaceId, requestId);
  const [announcement, setAnnouncement] = useState('');
  const back = (
    <Link to={paths.workspaceRequests(workspaceId)} className="text-primary text-sm underline underline-offset-4">
      All requests
    </Link>
  );
  if (query.isPending) {
    return (
      <section className="mx-auto max-w-3xl" aria-busy="true">
        <h1 className="mb-2 text-2xl font-semibold">Accessibility request</h1>
        <p>Loading the request…</p>
      </section>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-3xl space-y-3">
        <h1 className="text-2xl font-semibold">Accessibility request</h1>
        <Alert variant={notFound ? 'default' : 'destructive'}>
          {notFound ? 'There is no such request in this workspace.' : describeError(query.error)}
        </Alert>
        {back}
      </section>
    );
  }

  const { request, file, assignment, tracks } = query.data;
  const open = request.status === 'pending' || request.status === 'in_progress';
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      {back}
      <h1 className="text-2xl font-semibold">
        {REQUEST_KIND_LABELS[request.kind]} requested{request.language ? ` (${request.language})` : ''}
      </h1>
      <p role="status" aria-live="polite" className="font-medium">
        {announcement}
      </p>
      <dl className="text-sm">
        <Row term="Status">{REQUEST_STATUS_LABELS[request.status]}</Row>
        <Row term="File">
          <Link to={paths.workspaceFile(workspaceId, file.id)} className="underline underline-offset-4">
            {file.name}
          </Link>
        </Row>
        <Row term="Kind">{REQUEST_KIND_LABELS[request.kind]}</Row>
        <Row term="Language">{request.language ?? 'not given'}</Row>
        <Row term="Message">{request.message ?? 'none'}</Row>
        <Row term="Requester">{request.email ?? 'anonymous (no email left)'}</Row>
        <Row term="Received">
          <TimeAgo at={request.createdAt} />
        </Row>
        <Row term="Assignment">
          {assignment ? (
            <Link to={paths.workspaceFile(workspaceId, assignment.fileId)} className="underline underline-offset-4">
              {assignment.title}
            </Link>
          ) : (
            'none yet'
          )}
        </Row>
        {request.decision ? (
          <Row term="Decided">
            By {request.decision.decidedBy.name} on {new Date(request.decision.decidedAt).toLocaleString()}
            {request.decision.reason ? `. Message: ${request.decision.reason}` : ''}
          </Row>
        ) : null}
        <Row term="Tracks of the file">
          {tracks.length === 0 ? 'none' : tracks.map((t) => `${t.label} (${t.language}, ${t.kind})`).join('; ')}
        </Row>
      </dl>
      {open && query.data.matchingTrackId ? (
        <p className="text-sm">
          The file already has a matching track (
          {tracks.find((t) => t.id === query.data.matchingTrackId)?.label ?? query.data.matchingTrackId}): the request
          may be ready to fulfil.
        </p>
      ) : null}
      {open ? (
        <RequestActions key={request.id} workspaceId={workspaceId} request={request} onAnnounce={setAnnouncement} />
      ) : null}
    </section>
  );
}
