import type { AnalysisItem } from './analysis-items';

const share = (ms: number, durationMs: number) => `${Math.min(100, Math.max(0, (ms / durationMs) * 100))}%`;

/**
 * The findings drawn along the video's length: gaps as bands, scene changes as lines, text as marks. A picture of
 * the table below it, which carries the same things for screen readers, so it is hidden from them.
 */
export function AnalysisTimeline({ items, durationMs }: { items: AnalysisItem[]; durationMs: number }) {
  return (
    <figure className="grid gap-1" aria-hidden="true">
      <div className="bg-muted relative h-10 w-full overflow-hidden rounded-md border">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <span
              key={item.key}
              className="bg-primary/25 absolute inset-y-0"
              style={{ left: share(item.atMs, durationMs), width: share(item.endMs - item.atMs, durationMs) }}
            />
          ) : item.kind === 'scene' ? (
            <span
              key={item.key}
              className="bg-foreground absolute inset-y-0 w-0.5"
              style={{ left: share(item.atMs, durationMs) }}
            />
          ) : (
            <span
              key={item.key}
              className="border-foreground bg-background absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2"
              style={{ left: share(item.atMs, durationMs) }}
            />
          ),
        )}
      </div>
      <figcaption className="text-muted-foreground flex flex-wrap gap-x-4 text-xs">
        <span>Shaded: speech gaps</span>
        <span>Lines: scene changes</span>
        <span>Circles: on-screen text</span>
      </figcaption>
    </figure>
  );
}
