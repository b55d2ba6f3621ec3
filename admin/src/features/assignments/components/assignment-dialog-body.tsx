import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCreateAssignment } from '../api/create-assignment';
import { useAssignment } from '../api/get-assignment';
import { useLabels } from '../api/get-labels';
import { useUpdateAssignment } from '../api/update-assignment';
import { fromDateInput } from '@/lib/date-input';
import { useAssignmentRole } from '../hooks/use-assignment-role';
import {
  canCreateAssignment,
  canDeleteAssignment,
  canEditAssignment,
  canWorkOnAssignment,
} from '@shared/permissions/assignment';
import { AssigneePicker } from './assignee-picker';
import type { AssignmentDialogProps } from './assignment-dialog';
import { AssignmentFields } from './assignment-fields';
import { AssignmentTaskDialogContent } from './assignment-task-dialog-content';
import { DeleteAssignmentButton } from './delete-assignment-button';
import { LabelPicker } from './label-picker';
import { SaveErrorAlert } from './save-error-alert';
import { TimeTrackingPanel } from './time-tracking-panel';
import { changedFields, useAssignmentForm } from './use-assignment-form';

/** The open dialog's content: the form, its errors, time tracking when editing, and the actions. */
export function AssignmentDialogBody({
  workspaceId,
  fileId,
  currentUser,
  assignment: initial,
  onDelete,
  returnFocusRef,
  onDirtyChange,
  onCancel,
  onDone,
}: Omit<AssignmentDialogProps, 'open' | 'onOpenChange'> & {
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const formId = `${id}-form`;
  const isEdit = initial !== undefined;
  // Captured before Radix moves focus into the dialog, to give it back on close.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement)));
  const detail = useAssignment(workspaceId, initial?.id ?? '', initial);
  const assignment = isEdit ? (detail.data ?? initial) : undefined;
  const { role, members } = useAssignmentRole(workspaceId, currentUser);
  const labels = useLabels(workspaceId, fileId);
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const form = useAssignmentForm(initial);
  const [reloading, setReloading] = useState(false);

  const { values, dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const editable = assignment ? canEditAssignment(role, currentUser.id, assignment) : canCreateAssignment(role);
  const deletable = assignment ? canDeleteAssignment(role, currentUser.id, assignment) : false;
  const pending = create.isPending || update.isPending;
  const disabled = !editable || pending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const callbacks = { onSuccess: onDone, onError: form.showSaveError };
    if (!assignment) {
      create.mutate(
        {
          fileId,
          workspaceId,
          title: values.title.trim(),
          description: values.description.trim(),
          type: values.type,
          priority: values.priority,
          dueDate: fromDateInput(values.dueDate),
          assignees: values.assignees,
          labels: values.labels,
          userName: currentUser.name,
          createdBy: currentUser.id,
        },
        callbacks,
      );
      return;
    }
    if (!dirty) return onDone();
    update.mutate(
      {
        id: assignment.id,
        body: {
          ...changedFields(values, form.baseline),
          workspaceId,
          assignmentId: assignment.id,
          version: form.version,
          updateMetadata: { userId: currentUser.id, userName: currentUser.name, action: 'updated' },
        },
      },
      callbacks,
    );
  };

  const handleReload = async () => {
    setReloading(true);
    const fresh = await detail.refetch();
    setReloading(false);
    if (fresh.data) form.resetTo(fresh.data);
  };

  const handleDelete = async () => {
    if (!assignment) return;
    if (!onDelete) return form.set({ status: 'cancelled' });
    try {
      await onDelete(assignment);
      onDone();
    } catch {
      // The delete hook has already said why in a toast; the dialog stays open.
    }
  };

  // Those who may not change the task (its assignees, viewers) get the task to do, not a locked form.
  if (assignment && !editable && !members.isPending) {
    return (
      <AssignmentTaskDialogContent
        workspaceId={workspaceId}
        assignment={assignment}
        currentUser={currentUser}
        mayWork={canWorkOnAssignment(role, currentUser.id, assignment)}
        returnFocusRef={returnFocusRef}
        opener={opener}
        onClose={onDone}
      />
    );
  }

  return (
    <DialogContent
      data-mode={isEdit ? 'edit' : 'create'}
      className={isEdit ? 'max-w-[900px]' : 'max-w-[600px]'}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const target = returnFocusRef?.current ?? opener;
        if (target?.isConnected) target.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{isEdit ? 'Edit Assignment' : 'Create Assignment'}</DialogTitle>
        <DialogDescription>
          {editable ? 'Title and description are required.' : 'You can read this assignment but not change it.'}
        </DialogDescription>
      </DialogHeader>

      <form id={formId} noValidate className="grid gap-4" onSubmit={handleSubmit}>
        <AssignmentFields id={id} form={form} isEdit={isEdit} disabled={disabled} />
        <AssigneePicker
          id={id}
          form={form}
          members={members.data?.members ?? []}
          isPending={members.isPending}
          isError={members.isError}
          disabled={disabled}
        />
        <LabelPicker form={form} labels={labels.data?.labels ?? []} disabled={disabled} />
      </form>

      {form.saveError ? (
        <SaveErrorAlert error={form.saveError} reloading={reloading} onReload={() => void handleReload()} />
      ) : null}

      {assignment ? (
        <TimeTrackingPanel
          workspaceId={workspaceId}
          assignment={assignment}
          status={values.status}
          currentUser={currentUser}
          role={role}
          onServerUpdate={form.followServer}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {assignment && deletable ? (
          <DeleteAssignmentButton title={assignment.title} onConfirm={() => void handleDelete()} />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {editable ? (
            <Button type="submit" form={formId} disabled={pending}>
              {isEdit ? 'Update' : 'Create'}
            </Button>
          ) : null}
        </div>
      </div>
    </DialogContent>
  );
}
