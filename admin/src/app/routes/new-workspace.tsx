import { CreateWorkspaceForm } from '@/features/workspaces/components/create-workspace-form';
import { ShellLayout } from './shell-layout';

/** `/workspaces/new`: another workspace for someone who has some already (the account menu links here). */
export function NewWorkspaceRoute() {
  return (
    <ShellLayout workspace={null}>
      <section className="mx-auto max-w-lg">
        <h1 className="mb-2 text-2xl font-semibold">Create a workspace</h1>
        <p className="text-muted-foreground mb-4">
          A workspace holds its own media, transcripts, team, plan and minutes. You are its admin and can invite others
          once it exists.
        </p>
        <CreateWorkspaceForm />
      </section>
    </ShellLayout>
  );
}
