import type { CaptionProblem } from '@shared/captions/quality-problems';

/** After a problem's message: the guideline it comes from, linked (in a new tab, so the editor stays open). */
export function ProblemSource({ source }: { source: CaptionProblem['source'] }) {
  if (!source) return null;
  return (
    <>
      {' '}
      (
      <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        {source.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      )
    </>
  );
}
