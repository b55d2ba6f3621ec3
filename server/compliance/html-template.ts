import { escapeHtml } from '../http/escape-html';

/** Markup that is already safe; anything else put into `html` is escaped. */
export class Html {
  constructor(readonly text: string) {}
}
export type Part = Html | string | number | null | undefined | readonly Part[];

const render = (part: Part): string =>
  part instanceof Html
    ? part.text
    : Array.isArray(part)
      ? part.map(render).join('')
      : part === null || part === undefined
        ? ''
        : escapeHtml(String(part));

/** A template whose every value is HTML-escaped, unless it is itself `html` (lists of either are joined). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  return new Html(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''));
}
