import { diffWords } from 'diff';
import { cn } from '@/lib/utils';

/**
 * The word-level change from `from` to `to`: removed words struck through in `<del>`, added words underlined
 * in `<ins>`, each with visually hidden "removed"/"added" so neither colour nor line style alone tells them.
 */
export function WordDiff({ from, to, className }: { from: string; to: string; className?: string }) {
  return (
    <span data-slot="word-diff" className={cn('whitespace-pre-wrap', className)}>
      {diffWords(from, to).map((part, i) => {
        if (part.removed) {
          return (
            <del key={i} className="bg-destructive/15 decoration-2">
              <span className="sr-only">removed: </span>
              {part.value}
            </del>
          );
        }
        if (part.added) {
          return (
            <ins key={i} className="bg-primary/15 underline decoration-2">
              <span className="sr-only">added: </span>
              {part.value}
            </ins>
          );
        }
        return <span key={i}>{part.value}</span>;
      })}
    </span>
  );
}
