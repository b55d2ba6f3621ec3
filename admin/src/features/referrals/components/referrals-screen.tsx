import { useParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { CopyButton } from '@/components/copy-button';
import { Alert } from '@/components/ui/alert';
import { useReferrals } from '../api/get-referrals';
import { REFERRAL_RULE, stateLabel } from './referral-rule';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** `settings/referrals` (Refer & earn): the link and code to share, the rule, and who signed up with them. */
export function ReferralsScreen() {
  const { workspaceId = '' } = useParams();
  const referrals = useReferrals(workspaceId);
  return (
    <section className="mx-auto max-w-4xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Referrals</h1>
        {REFERRAL_RULE.map((sentence) => (
          <p key={sentence} className="text-muted-foreground">
            {sentence}
          </p>
        ))}
      </div>
      {referrals.isPending ? (
        <p aria-busy="true">Loading your referral link…</p>
      ) : referrals.isError ? (
        <Alert variant="destructive">
          Your referral link could not be loaded.{' '}
          {referrals.error instanceof ApiError ? referrals.error.message : 'Check your connection and try again.'}
        </Alert>
      ) : (
        <>
          <section aria-labelledby="referral-share-title" className="bg-card grid gap-4 rounded-lg border p-4">
            <h2 id="referral-share-title" className="text-lg font-semibold">
              Share
            </h2>
            <div className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <h3 id="referral-link-label" className="font-medium">
                  Referral link
                </h3>
                <CopyButton value={referrals.data.link} label="Copy the referral link" />
              </div>
              <p aria-labelledby="referral-link-label" className="bg-muted rounded-md p-2 font-mono text-sm break-all">
                {referrals.data.link}
              </p>
            </div>
            <div className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <h3 id="referral-code-label" className="font-medium">
                  Referral code
                </h3>
                <CopyButton value={referrals.data.code} label="Copy the referral code" />
              </div>
              <p aria-labelledby="referral-code-label" className="font-mono text-2xl tracking-widest">
                {referrals.data.code}
              </p>
            </div>
          </section>
          <section aria-labelledby="referred-title" className="space-y-3">
            <h2 id="referred-title" className="text-lg font-semibold">
              Businesses you referred
            </h2>
            <p>
              Earned so far: <strong>{referrals.data.minutesEarned.toLocaleString()} minutes</strong>.
            </p>
            {referrals.data.referred.length === 0 ? (
              <p>Nobody has signed up with your link yet.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-2 pr-4">
                      Workspace
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Joined
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      State
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Minutes earned
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {referrals.data.referred.map((referred) => (
                    <tr key={referred.id} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {referred.name}
                      </th>
                      <td className="py-2 pr-4">
                        <time dateTime={referred.joinedAt}>{dayFormat.format(new Date(referred.joinedAt))}</time>
                      </td>
                      <td className="py-2 pr-4">{stateLabel(referred)}</td>
                      <td className="py-2 text-right tabular-nums">{referred.minutesEarned}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </section>
  );
}
