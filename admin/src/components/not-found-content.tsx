import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundContent({ backTo = paths.home }: { backTo?: string }) {
  return (
    <section className="mx-auto max-w-lg">
      <h1 className="mb-2 text-2xl font-semibold">Page not found</h1>
      <p className="mb-4">There is nothing at this address. Check the link, or start again from the home page.</p>
      <Link to={backTo} className="underline underline-offset-4">
        Go Home
      </Link>
    </section>
  );
}
