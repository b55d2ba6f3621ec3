import { Link, Outlet, useLocation } from 'react-router-dom';
import { NotFoundContent } from '@/components/not-found-content';
import { TitledPage } from '@/components/titled-page';
import { paths, SETTINGS_SECTIONS, type SettingsSection } from '@/config/paths';
import { hasRole, ROLE_GATES } from '@/lib/access';
import { useFeatureFlags } from '@/lib/feature-flags';
import { cn } from '@/lib/utils';
import { useWorkspaceOutlet } from './workspace-layout';

export const SETTINGS_TITLES: Record<SettingsSection, string> = {
  general: 'General',
  members: 'Members',
  integrations: 'Integrations',
  analytics: 'Analytics',
  credit: 'Credit',
  plan: 'Plan',
  referrals: 'Referrals',
  showcases: 'Showcases',
};

const SETTINGS_TEXT: Record<SettingsSection, string> = {
  general: 'The workspace name, type and defaults will be here.',
  members: 'The people in this workspace, their roles and pending invitations will be here.',
  integrations: 'Connecting video platforms such as YouTube, Kaltura and Box will be here.',
  analytics: 'How viewers use your transcripts and captions will be here.',
  credit: 'Your transcription minutes and their history will be here.',
  plan: 'Your plan and billing will be here.',
  referrals:
    'Refer a business to Media Access and earn 500 to 1000 free transcription minutes; the business you refer may get 500 bonus minutes. Your referral link will be here.',
  showcases: 'Public pages that show a collection of your media will be listed here.',
};

/** `/workspaces/:workspaceId/settings/*`: the section list beside the open section. */
export function SettingsLayout() {
  const context = useWorkspaceOutlet();
  const flags = useFeatureFlags();
  const { pathname } = useLocation();
  const sections = SETTINGS_SECTIONS.filter((section) =>
    section === 'referrals' ? flags.referrals : hasRole(context.role, ROLE_GATES.settings),
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
      <div className="flex-1">
        <Outlet context={context} />
      </div>
    </div>
  );
}

export function SettingsSectionRoute({ section }: { section: SettingsSection }) {
  return (
    <TitledPage title={SETTINGS_TITLES[section]}>
      <p>{SETTINGS_TEXT[section]}</p>
    </TitledPage>
  );
}

/** `/workspaces/:workspaceId/settings/:showcaseId` under showcases. */
export function ShowcaseSettingsRoute() {
  return (
    <TitledPage title="Showcase">
      <p>This showcase’s media, layout and public link will be here.</p>
    </TitledPage>
  );
}

/** Any unknown path under settings. */
export function SettingsNotFoundRoute() {
  const { workspace } = useWorkspaceOutlet();
  return <NotFoundContent backTo={paths.workspaceSettings(workspace.workspaceId)} />;
}
