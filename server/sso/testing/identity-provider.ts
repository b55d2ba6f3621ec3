import { randomBytes } from 'node:crypto';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';

// Test-only (samlify and selfsigned are dev dependencies): a SAML IdP whose responses are signed with a key
// made for the test. node-saml on our side validates them; samlify's own schema check is not needed here.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
/** samlify's `{Tag}` template with our values (its own helper is not reachable through every ESM loader). */
const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, tag: string) => escapeXml(values[tag] ?? ''));

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface TestResponseOptions {
  spEntityId: string;
  acsUrl: string;
  email: string;
  /** The AuthnRequest ID being answered. */
  inResponseTo: string;
  /** Template tags to override: Audience, Destination, SubjectRecipient, ConditionsNotBefore, … */
  tags?: Record<string, string>;
}

export interface TestIdentityProvider {
  entityId: string;
  ssoUrl: string;
  /** PEM. */
  certificate: string;
  metadataXml: string;
  /** A SAMLResponse (base64) whose assertion is signed with the IdP's key. */
  signedResponse(options: TestResponseOptions): Promise<string>;
}

export async function createTestIdentityProvider(entityId: string, ssoUrl: string): Promise<TestIdentityProvider> {
  const keys = await generate([{ name: 'commonName', value: 'test-idp' }], { keySize: 2048, algorithm: 'sha256' });
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.private,
    signingCert: keys.cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: ssoUrl }],
  });
  return {
    entityId,
    ssoUrl,
    certificate: keys.cert,
    metadataXml: idp.getMetadata(),
    async signedResponse({ spEntityId, acsUrl, email, inResponseTo, tags = {} }) {
      const sp = samlify.ServiceProvider({
        entityID: spEntityId,
        wantAssertionsSigned: true,
        assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: acsUrl }],
      });
      const now = new Date();
      const inFive = new Date(now.getTime() + 5 * 60_000).toISOString();
      const id = `_${randomBytes(16).toString('hex')}`;
      const values: Record<string, string> = {
        ID: id,
        AssertionID: `_${randomBytes(16).toString('hex')}`,
        Destination: acsUrl,
        Audience: spEntityId,
        SubjectRecipient: acsUrl,
        Issuer: entityId,
        IssueInstant: now.toISOString(),
        StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
        ConditionsNotBefore: now.toISOString(),
        ConditionsNotOnOrAfter: inFive,
        SubjectConfirmationDataNotOnOrAfter: inFive,
        NameIDFormat: EMAIL_FORMAT,
        NameID: email,
        InResponseTo: inResponseTo,
        AuthnStatement: '',
        AttributeStatement: '',
        ...tags,
      };
      const result = await idp.createLoginResponse(
        sp,
        // Only read without a customTagReplacement; our InResponseTo is in `values`.
        { extract: {} },
        'post',
        { email },
        {
          customTagReplacement: (template: string) => ({
            id,
            context: fillTemplate(template, values),
          }),
        },
      );
      return result.context;
    },
  };
}
