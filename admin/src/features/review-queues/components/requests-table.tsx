import { Link } from 'react-router-dom';
import type { MediaRequest } from '@shared/schemas/contributions';
import { paths } from '@/config/paths';
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from '../labels';
import { TimeAgo } from './time-ago';

/** Accessibility requests as a table, each linking to its page. */
export function RequestsTable({ workspaceId, requests }: { workspaceId: string; requests: readonly MediaRequest[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accessibility requests, newest first</caption>
        <thead>
          <tr className="border-b">
            {['Request', 'File', 'Message', 'Requester', 'Received', 'Status'].map((column) => (
              <th key={column} scope="col" className="py-2 pr-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className="border-b align-top last:border-0">
              <td className="py-2 pr-4">
                <Link
                  to={paths.workspaceRequest(workspaceId, request.fileId, request.id)}
                  className="text-primary underline underline-offset-4"
                >
                  {REQUEST_KIND_LABELS[request.kind]}
                  {request.language ? ` (${request.language})` : ''}
                </Link>
              </td>
              <td className="py-2 pr-4">{request.fileName}</td>
              <td className="max-w-xs py-2 pr-4 break-words">{request.message ?? ''}</td>
              <td className="py-2 pr-4">{request.email ?? 'anonymous'}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                <TimeAgo at={request.createdAt} />
              </td>
              <td className="py-2 pr-4">{REQUEST_STATUS_LABELS[request.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
