import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LicenseList } from '@/features/licenses/components/license-list';

/** `/licenses`: public; the third-party licenses of what ships. */
export function LicensesRoute() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl p-6">
      <h1 className="mb-2 text-2xl font-semibold">Third-party licenses</h1>
      <p className="text-muted-foreground mb-4">
        Media Access is built with these open-source packages.{' '}
        <Link to={paths.home} className="text-foreground underline underline-offset-4">
          Go Home
        </Link>
      </p>
      <LicenseList />
    </main>
  );
}
