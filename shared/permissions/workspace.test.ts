import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../constants';
import { canManageMembers, canReadWorkspace, canRemoveMember, effectiveRole } from './workspace';

const expected: Record<Role, { manage: boolean }> = {
  admin: { manage: true },
  'content-manager': { manage: false },
  'transcript-editor': { manage: false },
  viewer: { manage: false },
};

describe.each(ROLES)('a %s', (role) => {
  it('reads the workspace', () => expect(canReadWorkspace(role)).toBe(true));
  it(`${expected[role].manage ? 'manages' : 'does not manage'} members`, () => {
    expect(canManageMembers(role)).toBe(expected[role].manage);
    expect(canRemoveMember(role, 'me', 'someone-else')).toBe(expected[role].manage);
  });
  it('may always leave', () => expect(canRemoveMember(role, 'me', 'me')).toBe(true));
});

describe('effectiveRole', () => {
  it('makes an operator admin whatever their membership, and keeps members as they are', () => {
    expect(effectiveRole(null, true)).toBe('admin');
    expect(effectiveRole('viewer', true)).toBe('admin');
    expect(effectiveRole('viewer', false)).toBe('viewer');
    expect(effectiveRole(null, false)).toBeNull();
  });
});
