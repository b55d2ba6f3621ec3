import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useId, useState } from 'react';
import { ASSIGNMENT_LIMITS, type Assignment, type Label as FileLabel } from '@shared/schemas/assignments';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PromptDialog } from '@/components/ui/prompt-dialog';
import { useCreateLabel } from '../api/create-label';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useDeleteLabel } from '../api/delete-label';
import { useFileAssignments } from '../api/get-file-assignments';
import { useLabels } from '../api/get-labels';
import { byDueDate } from '../format';
import { useAssignmentRole } from '../hooks/use-assignment-role';
import { canCreateAssignment } from '@shared/permissions/assignment';
import { canCreateLabel, canDeleteLabel } from '@shared/permissions/label';
import type { AssignmentUser } from '../permissions';
import { AssignmentMeta } from './assignment-badges';
import { AssignmentDialog } from './assignment-dialog';

export interface FileAssignmentsPanelProps {
  workspaceId: string;
  fileId: string;
  /** The signed-in user; their role in the workspace decides which controls show. */
  currentUser: AssignmentUser;
}

const DEFAULT_LABEL_COLOR = '#1a73e8';

/** A file's assignments and labels, with creating, editing and deleting as the caller's role allows. */
export function FileAssignmentsPanel({ workspaceId, fileId, currentUser }: FileAssignmentsPanelProps) {
  const id = useId();
  const { role, members } = useAssignmentRole(workspaceId, currentUser);
  const list = useFileAssignments(workspaceId, fileId);
  const labels = useLabels(workspaceId, fileId);
  const remove = useDeleteAssignment();
  const createLabel = useCreateLabel();
  const [dialog, setDialog] = useState<{ assignment?: Assignment } | null>(null);
  const [labelPromptOpen, setLabelPromptOpen] = useState(false);
  const [labelColor, setLabelColor] = useState(DEFAULT_LABEL_COLOR);

  const nameOf = (userId: string) => {
    const member = members.data?.members.find((m) => m.userId === userId);
    return member ? member.name || member.email : 'Former member';
  };
  const assignments = byDueDate(list.data?.assignments ?? []);
  const fileLabels = labels.data?.labels ?? [];
  const labelName = (labelId: string) => fileLabels.find((l) => l.id === labelId);

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${id}-assignments`} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-assignments`} className="text-lg font-semibold">
            Assignments
          </h2>
          {canCreateAssignment(role) ? <Button onClick={() => setDialog({})}>Create Assignment</Button> : null}
        </div>
        {list.isPending ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading assignments…
          </p>
        ) : list.isError ? (
          <Alert variant="destructive">Error loading assignments</Alert>
        ) : assignments.length === 0 ? (
          <p className="text-muted-foreground text-sm">No Assignments</p>
        ) : (
          <ul className="grid gap-2">
            {assignments.map((assignment) => (
              <li key={assignment.id} className="grid gap-1 rounded-md border p-3">
                <button
                  type="button"
                  className="focus-visible:ring-ring justify-self-start rounded-sm text-left font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none"
                  onClick={() => setDialog({ assignment })}
                >
                  {assignment.title}
                </button>
                <AssignmentMeta assignment={assignment} />
                <p className="text-sm">
                  {assignment.assignees.length
                    ? `Assigned to ${assignment.assignees.map(nameOf).join(', ')}`
                    : 'Not assigned'}
                </p>
                {assignment.labels.length ? (
                  <ul className="flex flex-wrap gap-2" aria-label="Labels">
                    {assignment.labels.map((labelId) => {
                      const label = labelName(labelId);
                      return label ? (
                        <li key={labelId}>
                          <LabelChip label={label} />
                        </li>
                      ) : null;
                    })}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-labels`} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-labels`} className="text-lg font-semibold">
            Labels
          </h2>
          {canCreateLabel(role) ? (
            <Button variant="outline" onClick={() => setLabelPromptOpen(true)}>
              Create Label
            </Button>
          ) : null}
        </div>
        {labels.isError ? (
          <Alert variant="destructive">Error loading labels</Alert>
        ) : labels.isPending ? null : fileLabels.length === 0 ? (
          <p className="text-muted-foreground text-sm">No labels yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {fileLabels.map((label) => (
              <li key={label.id} className="flex items-center gap-1">
                <LabelChip label={label} />
                {canDeleteLabel(role, currentUser.id, label) ? (
                  <DeleteLabelButton workspaceId={workspaceId} fileId={fileId} label={label} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <AssignmentDialog
        open={dialog !== null}
        onOpenChange={(next) => {
          if (!next) setDialog(null);
        }}
        workspaceId={workspaceId}
        fileId={fileId}
        currentUser={currentUser}
        assignment={dialog?.assignment}
        onDelete={(assignment) => remove.mutateAsync({ workspaceId, id: assignment.id })}
      />
      <PromptDialog
        open={labelPromptOpen}
        onOpenChange={(next) => {
          setLabelPromptOpen(next);
          if (next) setLabelColor(DEFAULT_LABEL_COLOR);
        }}
        title="Create Label"
        label="Name"
        maxLength={ASSIGNMENT_LIMITS.labelName}
        submitLabel="Create"
        onSubmit={async (name) => {
          await createLabel.mutateAsync({ fileId, workspaceId, name, color: labelColor, createdBy: currentUser.id });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-color`}>Colour</Label>
          <input
            id={`${id}-color`}
            type="color"
            value={labelColor}
            onChange={(e) => setLabelColor(e.target.value)}
            className="border-input h-10 w-16 cursor-pointer rounded-md border p-1"
          />
        </div>
      </PromptDialog>
    </div>
  );
}

function LabelChip({ label }: { label: FileLabel }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: label.color }} />
      {label.name}
    </span>
  );
}

function DeleteLabelButton({ workspaceId, fileId, label }: { workspaceId: string; fileId: string; label: FileLabel }) {
  const remove = useDeleteLabel();
  return (
    <AlertDialog>
      {/* A real trigger, so Radix returns focus to this button when the confirmation closes. */}
      <AlertDialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Delete label ${label.name}`} disabled={remove.isPending}>
          Delete
        </Button>
      </AlertDialogPrimitive.Trigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete the label “{label.name}”?</AlertDialogTitle>
        <AlertDialogDescription>It will also be removed from every assignment of this file.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={() => remove.mutate({ workspaceId, fileId, id: label.id })}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
