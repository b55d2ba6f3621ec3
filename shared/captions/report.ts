import { CaptionParseError, type CaptionWarning } from './model';

// A hostile file can hold millions of problems; listing the first thousand keeps memory bounded.
const MAX_WARNINGS = 1000;

/** Collects warnings in lenient mode; throws at the first one in strict mode. */
export class Reporter {
  readonly warnings: CaptionWarning[] = [];
  readonly dropped: string[] = [];
  constructor(readonly strict = false) {}

  warn(line: number, message: string): void {
    if (this.strict) throw new CaptionParseError(line, message);
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ line, message });
    else if (this.warnings.length === MAX_WARNINGS)
      this.warnings.push({ line, message: `more than ${MAX_WARNINGS} problems; the rest are not listed` });
  }

  drop(what: string): void {
    if (!this.dropped.includes(what)) this.dropped.push(what);
  }
}
