import { SettingsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '@shared/constants';
import type { Workspace } from '@shared/schemas/workspaces';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { hasRole, integrationTabs, PLATFORM_LABELS, ROLE_GATES, showsCorrections, showsRequests } from '@/lib/access';
import type { Environment } from '@/lib/environment';
import { useFeatureFlags } from '@/lib/feature-flags';
import { cn } from '@/lib/utils';
import { AccountMenu, type AccountMenuProps } from './account-menu';
import { EnvironmentBadge } from './environment-badge';
import { FlagsMenu } from './flags-menu';
import { HelpMenu } from './help-menu';
import { CorrectionsBell, RequestsIcon } from './pending-links';
import { ReferralBadge } from './referral-badge';
import { SearchForm } from './search-form';

export interface NavBarProps {
  environment: Environment;
  account: AccountMenuProps;
  /** The open workspace and the caller's role in it; null outside a workspace (operator, account pages). */
  workspace: { workspace: Workspace; role: Role } | null;
  /** The assignments popover, from the assignments feature (features do not import each other). */
  assignments?: ReactNode;
}

/** The bar on top of every signed-in screen. */
export function NavBar({ environment, account, workspace, assignments }: NavBarProps) {
  const flags = useFeatureFlags();
  // Overrides matter to testers; in production only operators see the menu.
  const showFlags = environment !== 'production' || account.isOperator;
  const home = workspace ? paths.workspaceFiles(workspace.workspace.workspaceId) : paths.home;

  return (
    <header className="bg-background border-b">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Link to={home} className="flex items-center gap-2 font-semibold">
          <span aria-hidden="true" className="bg-primary text-primary-foreground rounded px-1.5 py-0.5 text-sm">
            MA
          </span>
          Media Access
        </Link>
        <EnvironmentBadge environment={environment} />
        {workspace ? <WorkspaceTabs workspace={workspace.workspace} role={workspace.role} /> : null}
        <div className="ml-auto flex flex-wrap items-center gap-1">
          {workspace && flags.referrals ? <ReferralBadge workspaceId={workspace.workspace.workspaceId} /> : null}
          {workspace ? <SearchForm workspaceId={workspace.workspace.workspaceId} /> : null}
          {workspace ? assignments : null}
          {workspace && showsCorrections(workspace.role, workspace.workspace.type) ? (
            <CorrectionsBell workspaceId={workspace.workspace.workspaceId} />
          ) : null}
          {workspace && showsRequests(workspace.role, workspace.workspace.type) ? (
            <RequestsIcon workspaceId={workspace.workspace.workspaceId} />
          ) : null}
          {showFlags ? <FlagsMenu /> : null}
          <HelpMenu />
          {workspace && hasRole(workspace.role, ROLE_GATES.settings) ? (
            <Link
              to={paths.workspaceSettings(workspace.workspace.workspaceId)}
              aria-label="Workspace settings"
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <SettingsIcon aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
          <AccountMenu {...account} />
        </div>
      </div>
    </header>
  );
}

function WorkspaceTabs({ workspace, role }: { workspace: Workspace; role: Role }) {
  const flags = useFeatureFlags();
  const { pathname } = useLocation();
  const tabs = integrationTabs(role, flags, workspace.activeIntegrations);
  const filesPath = paths.workspaceFiles(workspace.workspaceId);
  const assignmentsPath = paths.workspaceAssignments(workspace.workspaceId);
  const compliancePath = paths.workspaceCompliance(workspace.workspaceId);
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  const current = tabs.find((p) => within(paths.workspaceIntegration(workspace.workspaceId, p))) ?? null;
  const transcriptsCurrent = !current && within(filesPath);

  const tab = (to: string, label: string, active: boolean) => (
    <li key={to}>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'inline-block rounded-md px-3 py-1.5 text-sm font-medium',
          active ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
        )}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <nav aria-label="Workspace">
      <ul className="flex flex-wrap gap-1">
        {tab(filesPath, 'Transcripts', transcriptsCurrent)}
        {tabs.map((p) => tab(paths.workspaceIntegration(workspace.workspaceId, p), PLATFORM_LABELS[p], current === p))}
        {hasRole(role, ROLE_GATES.assignments) ? tab(assignmentsPath, 'Assignments', within(assignmentsPath)) : null}
        {hasRole(role, ROLE_GATES.compliance) ? tab(compliancePath, 'Compliance', within(compliancePath)) : null}
      </ul>
    </nav>
  );
}
