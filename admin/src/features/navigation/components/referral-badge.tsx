import { GiftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { useReferralBadgeClicked } from '../hooks/use-referral-badge-clicked';

export const REFERRAL_TOOLTIP =
  'Refer a business to Media Access and earn 500 to 1000 free transcription minutes. The business you refer may get 500 bonus minutes too.';

/**
 * Refer & earn: a quiet link (muted text, a small dot until first clicked) with a tooltip on wide screens, a
 * plain link below 768 px. It must not compete with the work in the bar.
 */
export function ReferralBadge({ workspaceId }: { workspaceId: string }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [clicked, markClicked] = useReferralBadgeClicked();
  const to = paths.workspaceSettings(workspaceId, 'referrals');

  if (!wide) {
    return (
      <Link to={to} onClick={markClicked} className="text-muted-foreground text-sm underline underline-offset-4">
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
          className="text-muted-foreground hover:text-foreground relative inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm"
        >
          <GiftIcon aria-hidden="true" className="size-3.5" />
          Refer &amp; earn
          {clicked ? null : (
            <span aria-hidden="true" className="bg-primary absolute top-1 right-0.5 size-1.5 rounded-full" />
          )}
        </Link>
      </TooltipTrigger>
      <TooltipContent>{REFERRAL_TOOLTIP}</TooltipContent>
    </Tooltip>
  );
}
