import { CircleHelpIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useClientConfig } from '@/lib/client-config';

export function HelpMenu() {
  const config = useClientConfig();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5">
          <CircleHelpIcon aria-hidden="true" className="size-4" />
          <span className="sr-only lg:not-sr-only">Help</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={config.marketingUrl} target="_blank" rel="noreferrer">
            Help centre (opens in a new tab)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.captionConverter}>Caption converter</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
