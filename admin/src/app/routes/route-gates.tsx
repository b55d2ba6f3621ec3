import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@shared/constants';
import { NotFoundContent } from '@/components/not-found-content';
import { paths } from '@/config/paths';
import { hasRole } from '@/lib/access';
import { type FeatureFlag, useFeatureFlags } from '@/lib/feature-flags';
import { useWorkspaceOutlet } from './workspace-layout';

/** Shown in place of a screen the caller's role does not include. */
export function AccessDenied({ backTo }: { backTo: string }) {
  return (
    <section className="mx-auto max-w-lg">
      <h1 className="mb-2 text-2xl font-semibold">You do not have access to this page</h1>
      <p className="mb-4">Your role does not include this page. Ask an admin of this workspace if you need it.</p>
      <Link to={backTo} className="underline underline-offset-4">
        Go back
      </Link>
    </section>
  );
}

/** A workspace screen for some roles only. */
export function RoleGate({ allowed, children }: { allowed: readonly Role[]; children: ReactNode }) {
  const { workspace, role } = useWorkspaceOutlet();
  if (!hasRole(role, allowed)) return <AccessDenied backTo={paths.workspaceFiles(workspace.workspaceId)} />;
  return children;
}

/** Corrections and requests exist only in business workspaces, and then for some roles only. */
export function BusinessRoleGate({ allowed, children }: { allowed: readonly Role[]; children: ReactNode }) {
  const { workspace, role } = useWorkspaceOutlet();
  const back = paths.workspaceFiles(workspace.workspaceId);
  if (workspace.type !== 'business') return <NotFoundContent backTo={back} />;
  if (!hasRole(role, allowed)) return <AccessDenied backTo={back} />;
  return children;
}

/** A screen that exists only while its feature flag is on. */
export function FlagGate({
  flag,
  children,
  fallback,
}: {
  flag: FeatureFlag;
  children: ReactNode;
  fallback: ReactNode;
}) {
  const flags = useFeatureFlags();
  return flags[flag] ? children : fallback;
}
