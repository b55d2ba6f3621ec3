import { randomBytes } from 'node:crypto';

/** A 20-character random URL-safe id (120 bits). */
export function newId(): string {
  return randomBytes(15).toString('base64url');
}
