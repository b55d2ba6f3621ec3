import { Badge } from '@/components/ui/badge';
import type { Environment } from '@/lib/environment';

/** Marks non-production hosts so nobody mistakes them for the real service. */
export function EnvironmentBadge({ environment }: { environment: Environment }) {
  if (environment === 'production') return null;
  return <Badge variant="outline">{environment === 'beta' ? 'BETA' : 'LOCAL'}</Badge>;
}
