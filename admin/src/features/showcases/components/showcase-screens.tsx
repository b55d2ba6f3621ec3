import { useParams } from 'react-router-dom';
import { ShowcaseEditor } from './showcase-editor';
import { ShowcasesList } from './showcases-list';

/** `settings/showcases` */
export function ShowcasesScreen() {
  const { workspaceId = '' } = useParams();
  return <ShowcasesList workspaceId={workspaceId} />;
}

/** `settings/showcases/:showcaseId` */
export function ShowcaseScreen() {
  const { workspaceId = '', showcaseId = '' } = useParams();
  return <ShowcaseEditor key={showcaseId} workspaceId={workspaceId} showcaseId={showcaseId} />;
}
