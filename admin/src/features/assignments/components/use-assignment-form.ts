import { useReducer } from 'react';
import { ApiError } from '@shared/api/client';
import {
  ASSIGNMENT_LIMITS,
  type Assignment,
  type AssignmentPriority,
  type AssignmentStatus,
  type AssignmentType,
  descriptionSchema,
  titleSchema,
  type UpdateAssignmentBody,
} from '@shared/schemas/assignments';
import { fromDateInput } from '@/lib/date-input';
import { toDateInput } from '../format';

export interface FormValues {
  title: string;
  description: string;
  type: AssignmentType;
  priority: AssignmentPriority;
  status: AssignmentStatus;
  dueDate: string;
  assignees: string[];
  labels: string[];
}
export type FieldErrors = Partial<Record<'title' | 'description' | 'assignees', string>>;
export interface SaveError {
  message: string;
  /** Someone else saved first (409): the form offers Reload. */
  stale: boolean;
}

interface FormState {
  /** The values as last loaded or saved; the form is dirty when `values` differ. */
  baseline: FormValues;
  values: FormValues;
  /** The version an update is based on (optimistic concurrency). */
  version: number;
  errors: FieldErrors;
  saveError: SaveError | null;
}

type Action =
  | { type: 'set'; values: Partial<FormValues> }
  | { type: 'toggle'; key: 'assignees' | 'labels'; value: string; checked: boolean }
  | { type: 'reset'; assignment: Assignment }
  | { type: 'serverUpdate'; status: AssignmentStatus; version: number }
  | { type: 'validated'; errors: FieldErrors }
  | { type: 'saveFailed'; error: SaveError };

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

function initialState(assignment: Assignment | undefined): FormState {
  const values = toFormValues(assignment);
  return { baseline: values, values, version: assignment?.version ?? 0, errors: {}, saveError: null };
}

function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'toggle': {
      const current = state.values[action.key];
      const next = action.checked ? [...current, action.value].sort() : current.filter((v) => v !== action.value);
      return { ...state, values: { ...state.values, [action.key]: next } };
    }
    case 'reset':
      return initialState(action.assignment);
    case 'serverUpdate':
      // The timer changed the status on the server: follow it without making the form dirty.
      return {
        ...state,
        version: action.version,
        values: { ...state.values, status: action.status },
        baseline: { ...state.baseline, status: action.status },
      };
    case 'validated':
      return { ...state, errors: action.errors, saveError: null };
    case 'saveFailed':
      return { ...state, saveError: action.error };
  }
}

/** The same rules as the server's schema, checked before sending. */
export function validate(values: FormValues): FieldErrors {
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

/** Only the changed fields, so a concurrent edit of another field is not overwritten. */
export function changedFields(values: FormValues, baseline: FormValues): Partial<UpdateAssignmentBody> {
  const changes: Partial<UpdateAssignmentBody> = {};
  const title = values.title.trim();
  const description = values.description.trim();
  if (title !== baseline.title) changes.title = title;
  if (description !== baseline.description) changes.description = description;
  if (values.type !== baseline.type) changes.type = values.type;
  if (values.priority !== baseline.priority) changes.priority = values.priority;
  if (values.status !== baseline.status) changes.status = values.status;
  if (values.dueDate !== baseline.dueDate) changes.dueDate = fromDateInput(values.dueDate);
  if (values.assignees.join() !== baseline.assignees.join()) changes.assignees = values.assignees;
  if (values.labels.join() !== baseline.labels.join()) changes.labels = values.labels;
  return changes;
}

/** The assignment form's state: values against their baseline, version, field errors and the save error. */
export function useAssignmentForm(initial: Assignment | undefined) {
  const [state, dispatch] = useReducer(reducer, initial, initialState);
  return {
    ...state,
    dirty: JSON.stringify(state.values) !== JSON.stringify(state.baseline),
    set: (values: Partial<FormValues>) => dispatch({ type: 'set', values }),
    toggle: (key: 'assignees' | 'labels', value: string, checked: boolean) =>
      dispatch({ type: 'toggle', key, value, checked }),
    resetTo: (assignment: Assignment) => dispatch({ type: 'reset', assignment }),
    followServer: ({ status, version }: { status: AssignmentStatus; version: number }) =>
      dispatch({ type: 'serverUpdate', status, version }),
    /** Shows the field errors (clearing any save error) and says whether the form may be sent. */
    check: () => {
      const errors = validate(state.values);
      dispatch({ type: 'validated', errors });
      return Object.keys(errors).length === 0;
    },
    showSaveError: (error: Error) =>
      dispatch({
        type: 'saveFailed',
        error: { message: error.message, stale: error instanceof ApiError && error.status === 409 },
      }),
  };
}

export type AssignmentForm = ReturnType<typeof useAssignmentForm>;
