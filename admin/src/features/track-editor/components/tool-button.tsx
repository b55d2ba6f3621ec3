import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { MOD_NAME } from '../keyboard/shortcuts';

interface ToolButtonProps extends Omit<ComponentProps<typeof Button>, 'children'> {
  /** The accessible name, also the tooltip's first line. */
  label: string;
  icon: ReactNode;
  /** As the shortcut table writes them (`Mod+Z`); shown in the tooltip and given to `aria-keyshortcuts`. */
  keys?: string;
}

/** An icon button of the editor's toolbars: named for assistive technology, its tooltip shows the shortcut. */
export function ToolButton({ label, icon, keys, ...props }: ToolButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-keyshortcuts={keys?.replace('Mod', 'Control')}
          {...props}
        >
          {icon}
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {label}
        {keys ? <kbd className="ml-2 font-mono opacity-80">{keys.replace('Mod', MOD_NAME)}</kbd> : null}
      </TooltipContent>
    </Tooltip>
  );
}
