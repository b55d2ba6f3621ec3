import { Alert } from '@/components/ui/alert';
import { useLicenses } from '../api/get-licenses';

/** The third-party packages in the admin bundle, each with its license text (collapsed). */
export function LicenseList() {
  const licenses = useLicenses();
  if (licenses.isPending) return <p role="status">Loading the licenses…</p>;
  if (licenses.isError)
    return <Alert variant="destructive">The licenses could not be loaded. Reload the page to try again.</Alert>;
  return (
    <ul className="grid gap-2">
      {licenses.data.map((pkg) => (
        <li key={`${pkg.name}@${pkg.version}`}>
          <details className="rounded-md border p-3">
            <summary className="cursor-pointer">
              <span className="font-medium">{pkg.name}</span> {pkg.version} · {pkg.license}
            </summary>
            <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">
              {pkg.text || 'No license text shipped with this package.'}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
