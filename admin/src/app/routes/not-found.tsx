import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main id="main" className="mx-auto max-w-lg p-6">
      <h1 className="mb-2 text-2xl font-semibold">Page not found</h1>
      <p className="mb-4">There is nothing at this address. Check the link, or start again from the home page.</p>
      <Link to={paths.home} className="underline">
        Go Home
      </Link>
    </main>
  );
}
