import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { NotFoundContent } from '@/components/not-found-content';
import { paths, SETTINGS_SECTIONS, type SettingsSection } from '@/config/paths';
import { hasRole, ROLE_GATES } from '@/lib/access';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { ApiKeysScreen } from '@/features/api-keys/components/api-keys-screen';
import { WebhooksScreen } from '@/features/webhooks/components/webhooks-screen';
import { CreditScreen } from '@/features/credit/components/credit-screen';
import { IntegrationsScreen } from '@/features/integrations/components/integrations-screen';
import { LtiPlatformsSection } from '@/features/lti/components/lti-platforms-section';
import { MembersScreen } from '@/features/members/components/members-screen';
import { PlanScreen } from '@/features/plan/components/plan-screen';
import { ReferralsScreen } from '@/features/referrals/components/referrals-screen';
import { ShowcaseScreen, ShowcasesScreen } from '@/features/showcases/components/showcase-screens';
import { WorkspaceAnalyticsScreen } from '@/features/workspace-analytics/components/workspace-analytics-screen';
import { SsoProvidersScreen } from '@/features/sso/components/sso-providers-screen';
import { GeneralSettingsScreen } from '@/features/workspace-settings/components/general-settings-screen';
import { useFeatureFlags } from '@/lib/feature-flags';
import { cn } from '@/lib/utils';
import { useWorkspaceOutlet } from './workspace-layout';

export const SETTINGS_TITLES: Record<SettingsSection, string> = {
  general: 'General',
  members: 'Members',
  integrations: 'Integrations',
  api: 'API',
  webhooks: 'Webhooks',
  analytics: 'Analytics',
  credit: 'Credit',
  plan: 'Plan',
  referrals: 'Referrals',
  showcases: 'Showcases',
  sso: 'Single sign-on',
};

function GeneralSection() {
  return <GeneralSettingsScreen workspaceId={useWorkspaceOutlet().workspace.workspaceId} />;
}

function MembersSection() {
  const { workspace, role } = useWorkspaceOutlet();
  const session = useSignedInSession();
  return <MembersScreen workspaceId={workspace.workspaceId} role={role} currentUserId={session.user.uid} />;
}

function IntegrationsSection() {
  const { workspaceId } = useWorkspaceOutlet().workspace;
  return (
    <div className="space-y-10">
      <IntegrationsScreen workspaceId={workspaceId} />
      <LtiPlatformsSection workspaceId={workspaceId} />
    </div>
  );
}

function ApiSection() {
  return <ApiKeysScreen workspaceId={useWorkspaceOutlet().workspace.workspaceId} />;
}

function WebhooksSection() {
  return <WebhooksScreen workspaceId={useWorkspaceOutlet().workspace.workspaceId} />;
}

function SsoSection() {
  const { workspace } = useWorkspaceOutlet();
  const session = useSignedInSession();
  if (!useFeatureFlags().sso) return <SettingsNotFoundRoute />;
  return <SsoProvidersScreen workspaceId={workspace.workspaceId} isOperator={session.isOperator} />;
}

/**
 * The screen of each settings section (and of one showcase). Each screen renders its own heading;
 * the feature folders own them, this record only wires them to their path.
 */
export const SECTION_SCREENS: Record<SettingsSection | 'showcase', ComponentType> = {
  general: GeneralSection,
  members: MembersSection,
  integrations: IntegrationsSection,
  api: ApiSection,
  webhooks: WebhooksSection,
  analytics: WorkspaceAnalyticsScreen,
  credit: CreditScreen,
  plan: PlanScreen,
  referrals: ReferralsScreen,
  showcases: ShowcasesScreen,
  showcase: ShowcaseScreen,
  sso: SsoSection,
};

/** `/workspaces/:workspaceId/settings/*`: the section list beside the open section. */
export function SettingsLayout() {
  const context = useWorkspaceOutlet();
  const flags = useFeatureFlags();
  const { pathname } = useLocation();
  const sections = SETTINGS_SECTIONS.filter((section) =>
    section === 'referrals'
      ? flags.referrals
      : hasRole(context.role, ROLE_GATES.settings) && (section !== 'sso' || flags.sso),
  );
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label="Settings" className="md:w-48">
        <ul className="grid gap-1">
          {sections.map((section) => {
            const to = paths.workspaceSettings(context.workspace.workspaceId, section);
            const current = pathname.startsWith(to);
            return (
              <li key={section}>
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={cn('block rounded-md px-3 py-1.5 text-sm', current ? 'bg-muted font-medium' : '')}
                >
                  {SETTINGS_TITLES[section]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet context={context} />
      </div>
    </div>
  );
}

/** `/workspaces/:workspaceId/settings/<section>` */
export function SettingsSectionRoute({ section }: { section: SettingsSection }) {
  const Screen = SECTION_SCREENS[section];
  return <Screen />;
}

/** `/workspaces/:workspaceId/settings/showcases/:showcaseId` */
export function ShowcaseSettingsRoute() {
  const Screen = SECTION_SCREENS.showcase;
  return <Screen />;
}

/** Any unknown path under settings. */
export function SettingsNotFoundRoute() {
  const { workspace } = useWorkspaceOutlet();
  return <NotFoundContent backTo={paths.workspaceSettings(workspace.workspaceId)} />;
}
