import { PlusIcon, UserRoundIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import type { WorkspaceSummary } from '@shared/schemas/workspaces';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { writeLastWorkspace } from '@/lib/last-workspace';

export type WorkspaceListState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; workspaces: WorkspaceSummary[] };

export interface AccountMenuProps {
  userId: string;
  email: string;
  displayName: string;
  isOperator: boolean;
  workspaceList: WorkspaceListState;
  currentWorkspaceId: string | null;
  onSignOut: () => void;
}

/**
 * The person's menu: who is signed in, their workspaces (switch, or create another), the open workspace's
 * settings for its admins, their account, the operator dashboard for operators, sign out, and the legal pages.
 */
export function AccountMenu(
  props: AccountMenuProps & { /** Workspace settings, for its admins; else null. */ settingsPath: string | null },
) {
  const navigate = useNavigate();
  const { workspaceList } = props;

  function switchTo(workspaceId: string) {
    writeLastWorkspace(props.userId, workspaceId);
    navigate(paths.workspaceFiles(workspaceId));
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The name starts with the word shown on wide screens (WCAG 2.5.3). */}
        <Button variant="ghost" size="sm" aria-label="Account menu" className="gap-1.5">
          <UserRoundIcon aria-hidden="true" className="size-4" />
          <span className="hidden lg:inline">Account</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          {props.displayName ? <span className="block font-semibold">{props.displayName}</span> : null}
          <span className="text-muted-foreground block">{props.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-label="Workspaces">
          <DropdownMenuLabel className="text-muted-foreground text-xs font-semibold uppercase">
            Workspaces
          </DropdownMenuLabel>
          {workspaceList.status === 'loading' ? (
            <DropdownMenuItem disabled>Loading workspaces…</DropdownMenuItem>
          ) : null}
          {workspaceList.status === 'error' ? (
            <DropdownMenuItem disabled>Your workspaces could not be loaded</DropdownMenuItem>
          ) : null}
          {workspaceList.status === 'loaded' && workspaceList.workspaces.length === 0 ? (
            <DropdownMenuItem disabled>No workspaces yet</DropdownMenuItem>
          ) : null}
          {workspaceList.status === 'loaded' && workspaceList.workspaces.length > 0 ? (
            <DropdownMenuRadioGroup value={props.currentWorkspaceId ?? ''} onValueChange={switchTo}>
              {workspaceList.workspaces.map((w) => (
                <DropdownMenuRadioItem key={w.workspaceId} value={w.workspaceId}>
                  <span className="flex-1">{w.workspaceName}</span>
                  <span className="text-muted-foreground text-xs">{w.role}</span>
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          ) : null}
          <DropdownMenuItem asChild>
            <Link to={paths.newWorkspace}>
              <PlusIcon aria-hidden="true" className="size-4" />
              Create a workspace
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {props.settingsPath ? (
          <DropdownMenuItem asChild>
            <Link to={props.settingsPath}>Workspace settings</Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={paths.account}>My account</Link>
        </DropdownMenuItem>
        {props.isOperator ? (
          <DropdownMenuItem asChild>
            <Link to={paths.operator()}>Operator dashboard</Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={props.onSignOut}>Sign out</DropdownMenuItem>
        <DropdownMenuSeparator />
        <div className="flex gap-1 px-1">
          <DropdownMenuItem asChild className="text-xs">
            <Link to={paths.privacy}>Privacy</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild className="text-xs">
            <Link to={paths.terms}>Terms</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild className="text-xs">
            <Link to={paths.licenses}>Licenses</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
