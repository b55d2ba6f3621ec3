import {
  ASSIGNMENT_PRIORITIES,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  type AssignmentPriority,
  type AssignmentStatus,
  type AssignmentType,
} from '@shared/schemas/assignments';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { PRIORITY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../format';
import { FieldError, fieldProps } from './field-error';
import type { AssignmentForm } from './use-assignment-form';

/** Title, description, type, priority, status (when editing) and due date. */
export function AssignmentFields({
  id,
  form,
  isEdit,
  disabled,
}: {
  /** Prefix of the controls' ids. */
  id: string;
  form: AssignmentForm;
  isEdit: boolean;
  disabled: boolean;
}) {
  const { values, errors, set } = form;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          value={values.title}
          disabled={disabled}
          onChange={(e) => set({ title: e.target.value })}
          {...fieldProps(id, 'title', errors)}
        />
        <FieldError id={id} name="title" errors={errors} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          value={values.description}
          disabled={disabled}
          rows={4}
          onChange={(e) => set({ description: e.target.value })}
          {...fieldProps(id, 'description', errors)}
        />
        <FieldError id={id} name="description" errors={errors} />
      </div>
      <div className={cn('grid gap-4', isEdit ? 'sm:grid-cols-4' : 'sm:grid-cols-3')}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={values.type}
            disabled={disabled}
            onChange={(e) => set({ type: e.target.value as AssignmentType })}
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
            onChange={(e) => set({ priority: e.target.value as AssignmentPriority })}
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
              onChange={(e) => set({ status: e.target.value as AssignmentStatus })}
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
            onChange={(e) => set({ dueDate: e.target.value })}
          />
        </div>
      </div>
    </>
  );
}
