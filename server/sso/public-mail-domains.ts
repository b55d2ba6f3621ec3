/**
 * Mail services anyone can sign up to: an identity provider verified for one of them would sign in (and add to a
 * workspace) everyone with an address there, so no provider may claim or verify them, not even through an
 * operator. No maintained list is a dependency here; this short one covers the big providers (add to it as needed).
 * Subdomains count too (`eu.proton.me`).
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  // Google, Microsoft, Yahoo, Apple, AOL
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  // Privacy-first and independent services
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'zoho.com',
  // Large regional services
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  // Internet providers' mailboxes
  'comcast.net',
  'verizon.net',
  'att.net',
]);

/** Whether `domain` (lower case) is, or is under, a mail service open to the public. */
export function isPublicMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  return labels.some((_, i) => PUBLIC_MAIL_DOMAINS.has(labels.slice(i).join('.')));
}
