import { NotFoundContent } from '@/components/not-found-content';

/** Any path no route knows. */
export function NotFoundRoute() {
  return (
    <main id="main" tabIndex={-1} className="p-6">
      <NotFoundContent />
    </main>
  );
}
