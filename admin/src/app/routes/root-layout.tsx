import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { warmup } from '@shared/api/warmup';
import { SkipLink } from '@/components/skip-link';
import { apiClient } from '@/lib/api-client';
import { rememberReferralCode } from '@/lib/referral-code';

/** Wraps every route: the skip link comes first, and navigating keeps a scaled-to-zero API host awake. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  // A Refer & earn link (`/signup?ref=CODE`) is remembered until the first workspace is created.
  useEffect(() => rememberReferralCode(search), [search]);
  useEffect(() => {
    // warmup() itself runs at most once a minute and never locally.
    void warmup(apiClient);
  }, [pathname]);
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
