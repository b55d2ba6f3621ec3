import { SsoCallbackScreen } from '@/features/sso/components/sso-callback-screen';

/** `/auth/sso/callback`: only while the `sso` flag is on; the identity provider returns here. */
export function SsoCallbackRoute() {
  return <SsoCallbackScreen />;
}
