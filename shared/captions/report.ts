import { CaptionParseError, type CaptionWarning } from './model';

/** Collects warnings in lenient mode; throws at the first one in strict mode. */
export class Reporter {
  readonly warnings: CaptionWarning[] = [];
  readonly dropped: string[] = [];
  constructor(readonly strict = false) {}

  warn(line: number, message: string): void {
    if (this.strict) throw new CaptionParseError(line, message);
    this.warnings.push({ line, message });
  }

  drop(what: string): void {
    if (!this.dropped.includes(what)) this.dropped.push(what);
  }
}
