import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpDetails {
  entityId: string;
  ssoUrl: string;
  /** Base64 DER, whitespace removed. */
  certificates: string[];
}

/** Why pasted metadata could not be used, in words for the admin who pasted it. */
export class IdpMetadataError extends Error {}

/**
 * The entity id, HTTP-Redirect sign-in URL and signing certificates of an IdP's metadata XML
 * (the EntityDescriptor with an IDPSSODescriptor, as Okta, Entra ID, Google and Shibboleth export it).
 */
export function idpDetailsFromMetadata(xml: string): IdpDetails {
  let doc: Document;
  try {
    // A DOCTYPE could expand entities; metadata never needs one.
    if (/<!DOCTYPE/i.test(xml)) throw new IdpMetadataError('The metadata must not contain a DOCTYPE');
    const refuse = (message: string) => {
      throw new IdpMetadataError(`The metadata is not well-formed XML: ${message}`);
    };
    doc = new DOMParser({ errorHandler: { warning: () => {}, error: refuse, fatalError: refuse } }).parseFromString(
      xml,
      'text/xml',
    ) as unknown as Document;
  } catch (error) {
    if (error instanceof IdpMetadataError) throw error;
    throw new IdpMetadataError('The metadata is not well-formed XML');
  }
  const descriptor = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entity = descriptor?.parentNode as Element | null | undefined;
  const entityId = entity?.getAttribute?.('entityID');
  if (!descriptor || !entityId) {
    throw new IdpMetadataError('The metadata has no EntityDescriptor with an IDPSSODescriptor and an entityID');
  }
  const services = Array.from(descriptor.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const ssoUrl = services.find((s) => s.getAttribute('Binding') === REDIRECT_BINDING)?.getAttribute('Location');
  if (!ssoUrl || !/^https?:\/\//.test(ssoUrl)) {
    throw new IdpMetadataError('The metadata has no SingleSignOnService with the HTTP-Redirect binding');
  }
  const certificates = Array.from(descriptor.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((c) => normaliseCertificate(c.textContent ?? ''))
    .filter((c) => c.length > 0);
  if (certificates.length === 0) throw new IdpMetadataError('The metadata has no signing certificate');
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

/** Base64 DER from a PEM block or bare base64. */
export function normaliseCertificate(value: string): string {
  return value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}
