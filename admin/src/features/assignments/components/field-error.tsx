import type { FieldErrors } from './use-assignment-form';

type Field = keyof FieldErrors;

/** A control's id, and its link to the error message below it when there is one. */
export function fieldProps(id: string, name: Field, errors: FieldErrors) {
  return {
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  };
}

/** The message under a field that did not pass validation. */
export function FieldError({ id, name, errors }: { id: string; name: Field; errors: FieldErrors }) {
  return errors[name] ? (
    <p id={`${id}-${name}-error`} className="text-destructive text-sm">
      {errors[name]}
    </p>
  ) : null;
}
