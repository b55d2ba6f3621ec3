import type { Role } from '@shared/constants';
import type { SsoProvider } from '@shared/schemas/sso';
import type { SsoProviderWithDomains } from '../db/queries/sso';
import { txtRecordFor } from './dns-verification';
import { serviceProviderUrls } from './service-provider';

/** A provider as the API shows it to its workspace's admins. */
export function ssoProviderView(row: SsoProviderWithDomains, publicUrl: string): SsoProvider {
  const sp = serviceProviderUrls(publicUrl, row.id);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    entityId: row.entityId,
    ssoUrl: row.ssoUrl,
    certificates: row.certificates,
    defaultRole: row.defaultRole as Role,
    enabled: row.enabled,
    domains: row.domains.map((d) => ({
      domain: d.domain,
      txtRecord: txtRecordFor(d.verificationToken),
      verifiedAt: d.verifiedAt?.toISOString() ?? null,
      verifiedBy: (d.verifiedBy as 'dns' | 'operator' | null) ?? null,
    })),
    spMetadataUrl: sp.metadataUrl,
    spEntityId: sp.entityId,
    acsUrl: sp.acsUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
