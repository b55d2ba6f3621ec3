import { FileVideoIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The platform's thumbnail (decorative: the title is next to it), or an icon when it has none. */
export function ItemThumbnail({ url, className }: { url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" loading="lazy" className={cn('h-10 w-16 rounded object-cover', className)} />;
  return (
    <span className={cn('bg-muted flex h-10 w-16 items-center justify-center rounded', className)}>
      <FileVideoIcon aria-hidden="true" className="text-muted-foreground size-5" />
    </span>
  );
}
