import { createHash, randomBytes } from 'node:crypto';
import type { Invitation } from '@shared/schemas/members';
import type { InvitationLink } from '../db/queries/members';
import { escapeHtml } from '../http/escape-html';
import { quotedName } from '../mail/quoted-name';

/** Days an invitation link works when INVITATION_TTL_DAYS is not set. */
export const DEFAULT_INVITATION_TTL_DAYS = 7;

/** The stored form of a link's token: only the hash is kept, so a database leak holds no working link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh link for an invitation: a random token (in the mail only), its hash and the mail itself. */
export function newInvitationLink(options: {
  publicUrl: string;
  workspaceName: string;
  inviterName: string;
  ttlDays: number;
}): InvitationLink {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + options.ttlDays * 24 * 60 * 60 * 1000);
  return {
    tokenHash: hashInvitationToken(token),
    expiresAt,
    mail: (invitation: Invitation) => {
      const url = new URL(`/workspaces/${encodeURIComponent(invitation.workspaceId)}/join`, options.publicUrl);
      url.searchParams.set('token', token);
      // Names are chosen by whoever made the workspace or account: quoted, and never something to click.
      const workspace = quotedName(options.workspaceName);
      const by = options.inviterName ? `${quotedName(options.inviterName)} has` : 'You have been';
      const role = invitation.role.replace('-', ' ');
      const until = expiresAt.toUTCString();
      const html = (text: string) => escapeHtml(text);
      return {
        kind: 'workspace_invitation',
        to: invitation.email,
        subject: `Join ${workspace} on Media Access`,
        text:
          `Hello,\n\n${by} invited you to the workspace ${workspace} on Media Access with the role ${role}.\n\n` +
          `Accept the invitation here (sign in or create an account with ${invitation.email}):\n${url.href}\n\n` +
          `The link works until ${until}.\n`,
        html:
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${html(`Join ${workspace} on Media Access`)}</title></head><body>` +
          `<p>Hello,</p><p>${html(`${by} invited you to the workspace ${workspace} on Media Access with the role ${role}.`)}</p>` +
          `<p><a href="${html(url.href)}">Accept the invitation</a> (sign in or create an account with ${html(invitation.email)}).</p>` +
          `<p>${html(`The link works until ${until}.`)}</p></body></html>`,
      };
    },
  };
}
