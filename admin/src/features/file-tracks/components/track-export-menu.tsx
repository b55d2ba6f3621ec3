import { DownloadIcon } from 'lucide-react';
import type { CaptionFormat } from '@shared/captions/model';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EXPORT_FORMATS } from '@shared/captions/track-file';

/** Every format `shared/captions` writes, for one track. */
export function TrackExportMenu({ name, onExport }: { name: string; onExport: (format: CaptionFormat) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadIcon aria-hidden="true" />
          Export <span className="sr-only">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Download as</DropdownMenuLabel>
        {EXPORT_FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} onSelect={() => onExport(format)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
