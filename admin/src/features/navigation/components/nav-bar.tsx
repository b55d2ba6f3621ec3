import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '@shared/constants';
import type { Workspace } from '@shared/schemas/workspaces';
import { paths } from '@/config/paths';
import { hasRole, integrationTabs, PLATFORM_LABELS, ROLE_GATES, showsCorrections, showsRequests } from '@/lib/access';
import type { Environment } from '@/lib/environment';
import { useFeatureFlags } from '@/lib/feature-flags';
import { cn } from '@/lib/utils';
import { AccountMenu, type AccountMenuProps } from './account-menu';
import { EnvironmentBadge } from './environment-badge';
import { FlagsMenu } from './flags-menu';
import { HelpMenu } from './help-menu';
import { NotificationsMenu } from './notifications-menu';
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

/**
 * The bar on top of every signed-in screen. The first row: logo, transcript search, and few controls, each
 * labelled from 1024 px (the flags menu from 1280 px) — assignments, one notifications menu for the review
 * queues, feature flags (testers and operators), help, and the account menu (which also holds workspace settings
 * and creating a workspace). The second row, in a workspace: its tabs, and a quiet Refer & earn.
 */
export function NavBar({ environment, account, workspace, assignments }: NavBarProps) {
  const flags = useFeatureFlags();
  // Overrides matter to testers; in production only operators see the menu.
  const showFlags = environment !== 'production' || account.isOperator;
  const home = workspace ? paths.workspaceFiles(workspace.workspace.workspaceId) : paths.home;
  const workspaceId = workspace?.workspace.workspaceId ?? null;
  const corrections = workspace !== null && showsCorrections(workspace.role, workspace.workspace.type);
  const requests = workspace !== null && showsRequests(workspace.role, workspace.workspace.type);
  const settingsPath =
    workspace && hasRole(workspace.role, ROLE_GATES.settings)
      ? paths.workspaceSettings(workspace.workspace.workspaceId)
      : null;

  return (
    <header className="bg-background border-b">
      {/* Narrow screens put the search on a row of its own, under the logo and the actions. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <div className="flex items-center gap-3">
          <Link to={home} className="flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className="bg-primary text-primary-foreground rounded px-1.5 py-0.5 text-sm">
              MA
            </span>
            <span className="sr-only sm:not-sr-only">Media Access</span>
          </Link>
          <EnvironmentBadge environment={environment} />
        </div>
        {workspaceId ? (
          <div className="order-last basis-full md:order-none md:max-w-sm md:min-w-40 md:flex-1 md:basis-auto">
            <SearchForm workspaceId={workspaceId} />
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-1">
          {workspaceId ? assignments : null}
          {workspaceId && (corrections || requests) ? (
            <NotificationsMenu workspaceId={workspaceId} corrections={corrections} requests={requests} />
          ) : null}
          {showFlags ? <FlagsMenu /> : null}
          <HelpMenu />
          <AccountMenu {...account} settingsPath={settingsPath} />
        </div>
      </div>
      {workspace ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pb-2">
          <WorkspaceTabs workspace={workspace.workspace} role={workspace.role} />
          {flags.referrals ? (
            <div className="ml-auto">
              <ReferralBadge workspaceId={workspace.workspace.workspaceId} />
            </div>
          ) : null}
        </div>
      ) : null}
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
