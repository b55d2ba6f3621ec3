import { FlagIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FEATURE_FLAGS, useFeatureFlags, useFlagOverrides } from '@/lib/feature-flags';

/**
 * Overrides feature flags in this browser; they last until reset. Shown on local and beta hosts and to
 * operators (the nav bar decides: docs/admin.md, Feature flags).
 */
export function FlagsMenu() {
  const flags = useFeatureFlags();
  const { setFlag, reset } = useFlagOverrides();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5">
          <FlagIcon aria-hidden="true" className="size-4" />
          <span className="sr-only xl:not-sr-only">Feature flags</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-semibold">Feature flags</DropdownMenuLabel>
        {FEATURE_FLAGS.map((flag) => (
          <DropdownMenuCheckboxItem
            key={flag}
            checked={flags[flag]}
            // Keep the menu open so several flags can be set in one go.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => setFlag(flag, checked === true)}
          >
            {flag}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={reset}>Reset to defaults</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
