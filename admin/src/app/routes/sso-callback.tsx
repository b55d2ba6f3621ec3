import { TitledPage } from '@/components/titled-page';

/** `/auth/sso/callback`: only while the `sso` flag is on; the identity provider returns here. */
export function SsoCallbackRoute() {
  return (
    <main id="main" tabIndex={-1} className="p-6">
      <TitledPage title="Finishing single sign-on">
        <p>
          Single sign-on with your organisation’s identity provider will finish here and take you to your workspace.
        </p>
      </TitledPage>
    </main>
  );
}
