import type { ReactNode } from 'react';

interface ChoiceFieldsetProps<T extends string> {
  legend: string;
  /** The radio group's name. */
  name: string;
  choices: readonly T[];
  text: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  /** What is wrong, said under the choices and read with the group. */
  error: string | null;
  children?: ReactNode;
}

/** One choice from a fixed list, as a radio group (the arrow keys move through it) with its error. */
export function ChoiceFieldset<T extends string>(props: ChoiceFieldsetProps<T>) {
  const { legend, name, choices, text, value, onChange, error } = props;
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="accent-primary mt-0.5 size-4 shrink-0"
          />
          {text[choice]}
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
