import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, storageKeys, subscribeStored, writeStored } from '@/lib/storage';

const read = () => readStored(storageKeys.referralBadgeClicked, z.boolean(), false);

/** Once the Refer & earn badge has been clicked it stops drawing attention, in this browser for good. */
export function useReferralBadgeClicked() {
  const clicked = useSyncExternalStore(subscribeStored, read);
  const markClicked = useCallback(() => writeStored(storageKeys.referralBadgeClicked, true), []);
  return [clicked, markClicked] as const;
}
