import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** For a workspace that does not exist or that the user cannot see: the server answers both alike. */
export function WorkspaceNotFound() {
  return (
    <section className="mx-auto max-w-lg">
      <h1 className="mb-2 text-2xl font-semibold">Workspace not found</h1>
      <p className="mb-4">
        You may not have access to this workspace, or your invitation to it may still be pending. Ask one of its admins
        to invite you, or open the invitation link you were sent.
      </p>
      <Link to={paths.home} className="underline underline-offset-4">
        Go Home
      </Link>
    </section>
  );
}
