import { type FormEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_PRIORITIES,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  type Assignment,
  type AssignmentPriority,
  type AssignmentStatus,
  type AssignmentType,
  descriptionSchema,
  titleSchema,
  type UpdateAssignmentBody,
} from '@shared/schemas/assignments';
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
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useCreateAssignment } from '../api/create-assignment';
import { useAssignment } from '../api/get-assignment';
import { useLabels } from '../api/get-labels';
import { useUpdateAssignment } from '../api/update-assignment';
import { fromDateInput, PRIORITY_LABELS, STATUS_LABELS, toDateInput, TYPE_LABELS } from '../format';
import { useAssignmentRole } from '../hooks/use-assignment-role';
import { type AssignmentUser, canCreateAssignments, canDeleteAssignment, canWorkOnAssignment } from '../permissions';
import { TimeTrackingPanel } from './time-tracking-panel';

export interface AssignmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  fileId: string;
  currentUser: AssignmentUser;
  /** Edit mode when given (a list row is fine: the dialog refreshes it); create mode otherwise. */
  assignment?: Assignment;
  /** Deletes for real (resolve to close, reject to stay); without it Delete only marks the form `cancelled`. */
  onDelete?: (assignment: Assignment) => Promise<unknown>;
  /** Shows **Jump to File** (editing from the popover). */
  showJumpToFile?: boolean;
  /** Where focus goes on close; by default the element focused when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Create or edit an assignment; asks before discarding unsaved changes. */
export function AssignmentDialog({ open, onOpenChange, ...props }: AssignmentDialogProps) {
  const navigate = useNavigate();
  const dirty = useRef(false);
  const afterDiscard = useRef<(() => void) | null>(null);
  const focusBeforeConfirm = useRef<HTMLElement | null>(null);
  const discarding = useRef(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const close = useCallback(() => {
    dirty.current = false;
    onOpenChange(false);
  }, [onOpenChange]);
  const requestClose = (after?: () => void) => {
    if (dirty.current) {
      afterDiscard.current = after ?? null;
      focusBeforeConfirm.current = document.activeElement as HTMLElement | null;
      discarding.current = false;
      setConfirmingDiscard(true);
      return;
    }
    close();
    after?.();
  };
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        {/* Mounted only while open, so each opening starts from the assignment as it is now. */}
        {open ? (
          <AssignmentDialogBody
            {...props}
            onDirtyChange={onDirtyChange}
            onCancel={() => requestClose()}
            onDone={close}
            onJumpToFile={() => requestClose(() => navigate(paths.workspaceFile(props.workspaceId, props.fileId)))}
          />
        ) : null}
      </Dialog>
      <AlertDialog open={confirmingDiscard} onOpenChange={setConfirmingDiscard}>
        <AlertDialogContent
          // Continue Editing puts focus back where it was in the form; Discard leaves it to the closing dialog.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!discarding.current) focusBeforeConfirm.current?.focus();
          }}
        >
          <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
          <AlertDialogDescription>Your changes to this assignment have not been saved.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Continue Editing</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={() => {
                const after = afterDiscard.current;
                afterDiscard.current = null;
                discarding.current = true;
                close();
                after?.();
              }}
            >
              Discard Changes
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

interface FormValues {
  title: string;
  description: string;
  type: AssignmentType;
  priority: AssignmentPriority;
  status: AssignmentStatus;
  dueDate: string;
  assignees: string[];
  labels: string[];
}
type FieldErrors = Partial<Record<'title' | 'description' | 'assignees', string>>;

function toFormValues(assignment: Assignment | undefined): FormValues {
  return {
    title: assignment?.title ?? '',
    description: assignment?.description ?? '',
    type: assignment?.type ?? 'custom',
    priority: assignment?.priority ?? 'medium',
    status: assignment?.status ?? 'pending',
    dueDate: toDateInput(assignment?.dueDate ?? null),
    assignees: [...(assignment?.assignees ?? [])].sort(),
    labels: [...(assignment?.labels ?? [])].sort(),
  };
}

const sameValues = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

function validate(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = titleSchema.safeParse(values.title);
  if (!title.success) errors.title = title.error.issues[0]?.message;
  const description = descriptionSchema.safeParse(values.description);
  if (!description.success) errors.description = description.error.issues[0]?.message;
  if (values.assignees.length > ASSIGNMENT_LIMITS.assignees) {
    errors.assignees = `Choose at most ${ASSIGNMENT_LIMITS.assignees} assignees`;
  }
  return errors;
}

function AssignmentDialogBody({
  workspaceId,
  fileId,
  currentUser,
  assignment: initial,
  onDelete,
  showJumpToFile = false,
  returnFocusRef,
  onDirtyChange,
  onCancel,
  onDone,
  onJumpToFile,
}: Omit<AssignmentDialogProps, 'open' | 'onOpenChange'> & {
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
  onJumpToFile: () => void;
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

  const [baseline, setBaseline] = useState(() => toFormValues(initial));
  const [values, setValues] = useState(baseline);
  const [version, setVersion] = useState(initial?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<{ message: string; stale: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);

  const dirty = !sameValues(values, baseline);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const editable = assignment ? canWorkOnAssignment(role, currentUser.id, assignment) : canCreateAssignments(role);
  const deletable = assignment ? canDeleteAssignment(role, currentUser.id, assignment) : false;
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggle = (key: 'assignees' | 'labels', value: string, checked: boolean) =>
    setValues((current) => ({
      ...current,
      [key]: checked ? [...current[key], value].sort() : current[key].filter((v) => v !== value),
    }));

  const resetTo = (fresh: Assignment) => {
    const next = toFormValues(fresh);
    setBaseline(next);
    setValues(next);
    setVersion(fresh.version);
    setErrors({});
    setSaveError(null);
  };

  const followServer = ({ status, version: nextVersion }: { status: AssignmentStatus; version: number }) => {
    setVersion(nextVersion);
    setValues((current) => ({ ...current, status }));
    setBaseline((current) => ({ ...current, status }));
  };

  const showSaveError = (error: Error) =>
    setSaveError({ message: error.message, stale: error instanceof ApiError && error.status === 409 });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    setSaveError(null);
    if (Object.keys(problems).length) return;
    const title = values.title.trim();
    const description = values.description.trim();
    const dueDate = fromDateInput(values.dueDate);
    if (!assignment) {
      create.mutate(
        {
          fileId,
          workspaceId,
          title,
          description,
          type: values.type,
          priority: values.priority,
          dueDate,
          assignees: values.assignees,
          labels: values.labels,
          userName: currentUser.name,
          createdBy: currentUser.id,
        },
        { onSuccess: onDone, onError: showSaveError },
      );
      return;
    }
    if (!dirty) return onDone();
    // Only the changed fields travel, so a concurrent edit of another field is not overwritten.
    const changes: Partial<UpdateAssignmentBody> = {};
    if (title !== baseline.title) changes.title = title;
    if (description !== baseline.description) changes.description = description;
    if (values.type !== baseline.type) changes.type = values.type;
    if (values.priority !== baseline.priority) changes.priority = values.priority;
    if (values.status !== baseline.status) changes.status = values.status;
    if (values.dueDate !== baseline.dueDate) changes.dueDate = dueDate;
    if (values.assignees.join() !== baseline.assignees.join()) changes.assignees = values.assignees;
    if (values.labels.join() !== baseline.labels.join()) changes.labels = values.labels;
    update.mutate(
      {
        id: assignment.id,
        body: {
          ...changes,
          workspaceId,
          assignmentId: assignment.id,
          version,
          updateMetadata: { userId: currentUser.id, userName: currentUser.name, action: 'updated' },
        },
      },
      { onSuccess: onDone, onError: showSaveError },
    );
  };

  const handleReload = async () => {
    setReloading(true);
    const fresh = await detail.refetch();
    setReloading(false);
    if (fresh.data) resetTo(fresh.data);
  };

  const handleDelete = async () => {
    if (!assignment) return;
    if (!onDelete) {
      set('status', 'cancelled');
      return;
    }
    try {
      await onDelete(assignment);
      onDone();
    } catch {
      // The delete hook has already said why in a toast; the dialog stays open.
    }
  };

  const fieldProps = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;

  const memberList = members.data?.members ?? [];
  const fileLabels = labels.data?.labels ?? [];
  const disabled = !editable || pending;

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
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            value={values.title}
            disabled={disabled}
            onChange={(e) => set('title', e.target.value)}
            {...fieldProps('title')}
          />
          {fieldError('title')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            value={values.description}
            disabled={disabled}
            rows={4}
            onChange={(e) => set('description', e.target.value)}
            {...fieldProps('description')}
          />
          {fieldError('description')}
        </div>
        <div className={cn('grid gap-4', isEdit ? 'sm:grid-cols-4' : 'sm:grid-cols-3')}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <NativeSelect
              id={`${id}-type`}
              value={values.type}
              disabled={disabled}
              onChange={(e) => set('type', e.target.value as AssignmentType)}
            >
              {ASSIGNMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-priority`}>Priority</Label>
            <NativeSelect
              id={`${id}-priority`}
              value={values.priority}
              disabled={disabled}
              onChange={(e) => set('priority', e.target.value as AssignmentPriority)}
            >
              {ASSIGNMENT_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {isEdit ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={values.status}
                disabled={disabled}
                onChange={(e) => set('status', e.target.value as AssignmentStatus)}
              >
                {ASSIGNMENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-due`}>Due date</Label>
            <Input
              id={`${id}-due`}
              type="date"
              value={values.dueDate}
              disabled={disabled}
              onChange={(e) => set('dueDate', e.target.value)}
            />
          </div>
        </div>

        <fieldset
          className="grid gap-2"
          aria-describedby={errors.assignees ? `${id}-assignees-error` : undefined}
          aria-invalid={errors.assignees ? true : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Assignees</legend>
          {members.isError ? (
            <p className="text-destructive text-sm">The workspace members could not be loaded.</p>
          ) : memberList.length === 0 ? (
            <p className="text-muted-foreground text-sm">{members.isPending ? 'Loading members…' : 'No members.'}</p>
          ) : (
            <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
              {memberList.map((member) => (
                <li key={member.userId}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="accent-primary size-4"
                      checked={values.assignees.includes(member.userId)}
                      disabled={disabled}
                      onChange={(e) => toggle('assignees', member.userId, e.target.checked)}
                    />
                    <span>
                      {member.name || member.email}
                      {member.name ? <span className="text-muted-foreground"> ({member.email})</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {fieldError('assignees')}
        </fieldset>

        {fileLabels.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Labels</legend>
            <ul className="flex flex-wrap gap-3">
              {fileLabels.map((label) => (
                <li key={label.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="accent-primary size-4"
                      checked={values.labels.includes(label.id)}
                      disabled={disabled}
                      onChange={(e) => toggle('labels', label.id, e.target.checked)}
                    />
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full border"
                      style={{ background: label.color }}
                    />
                    {label.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </form>

      {saveError ? (
        <Alert variant="destructive">
          <p>Error: {saveError.message}</p>
          {saveError.stale ? (
            <div className="mt-2 flex items-center gap-2">
              <p className="text-foreground">Someone else changed this assignment. Reload to see their changes.</p>
              <Button size="sm" variant="outline" disabled={reloading} onClick={() => void handleReload()}>
                Reload
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}

      {assignment ? (
        <TimeTrackingPanel
          workspaceId={workspaceId}
          assignment={assignment}
          status={values.status}
          currentUser={currentUser}
          role={role}
          onServerUpdate={followServer}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {assignment && deletable ? (
          <DeleteButton title={assignment.title} onConfirm={() => void handleDelete()} />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          {isEdit && showJumpToFile ? (
            <Button variant="outline" onClick={onJumpToFile}>
              Jump to File
            </Button>
          ) : null}
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

function DeleteButton({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  return (
    <AlertDialog>
      {/* A real trigger, so Radix returns focus to this button when the confirmation closes. */}
      <AlertDialogPrimitive.Trigger asChild>
        <Button variant="destructive">Delete</Button>
      </AlertDialogPrimitive.Trigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this assignment?</AlertDialogTitle>
        <AlertDialogDescription>“{title}” and its time entries will be deleted.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={onConfirm}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
