import { GiftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { badgeVariants } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useMediaQuery } from '../hooks/use-media-query';
import { useReferralBadgeClicked } from '../hooks/use-referral-badge-clicked';

export const REFERRAL_TOOLTIP =
  'Refer a business to Media Access and earn 500 to 1000 free transcription minutes. The business you refer may get 500 bonus minutes too.';

/** Refer & earn: a badge with a tooltip on wide screens, a plain link below 768 px. */
export function ReferralBadge({ workspaceId }: { workspaceId: string }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [clicked, markClicked] = useReferralBadgeClicked();
  const to = paths.workspaceSettings(workspaceId, 'referrals');

  if (!wide) {
    return (
      <Link to={to} onClick={markClicked} className="text-sm underline underline-offset-4">
        Refer &amp; earn
      </Link>
    );
  }
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to={to}
          onClick={markClicked}
          data-attention={clicked ? undefined : ''}
          className={cn(badgeVariants({ variant: clicked ? 'outline' : 'default' }), 'gap-1 py-1')}
        >
          <GiftIcon aria-hidden="true" className={cn('size-3.5', !clicked && 'motion-safe:animate-pulse')} />
          Refer &amp; earn
        </Link>
      </TooltipTrigger>
      <TooltipContent>{REFERRAL_TOOLTIP}</TooltipContent>
    </Tooltip>
  );
}
