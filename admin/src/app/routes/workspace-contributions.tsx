import { useParams } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';

/** `/workspaces/:workspaceId/corrections` and `…/:fileId/:correctionId`: corrections viewers proposed. */
export function CorrectionsRoute() {
  const { correctionId } = useParams();
  return (
    <TitledPage title={correctionId ? 'Proposed correction' : 'Pending corrections'}>
      <p>
        {correctionId
          ? 'The proposed change next to the original text, to accept or reject, will be here.'
          : 'Corrections that viewers proposed to your transcripts, waiting for review, will be listed here.'}
      </p>
    </TitledPage>
  );
}

/** `/workspaces/:workspaceId/requests` and `…/:fileId/:requestId`: accessibility requests from viewers. */
export function RequestsRoute() {
  const { requestId } = useParams();
  return (
    <TitledPage title={requestId ? 'Accessibility request' : 'Pending accessibility requests'}>
      <p>
        {requestId
          ? 'The request, who sent it and what they asked for, will be here.'
          : 'Requests from viewers for captions, transcripts, translations and audio description will be listed here.'}
      </p>
    </TitledPage>
  );
}
