import { describe, expect, it } from 'vitest';
import { ROLES, WORKSPACE_TYPES } from '@shared/constants';
import { badgeLabel, hasRole, integrationTabs, ROLE_GATES, showsCorrections, showsRequests } from './access';
import { defaultFlags } from './feature-flags';

describe('integrationTabs', () => {
  const active = [{ platformType: 'youtube' }, { platformType: 'panopto' }, { platformType: 'rev' }] as const;

  it('shows an integration only when its flag is on and the workspace has it active, never rev', () => {
    expect(integrationTabs('admin', defaultFlags('production'), active)).toEqual(['youtube']);
    expect(integrationTabs('admin', defaultFlags('beta'), active)).toEqual(['youtube', 'panopto']);
    expect(integrationTabs('admin', { ...defaultFlags('beta'), youtube: false }, active)).toEqual(['panopto']);
    expect(integrationTabs('admin', defaultFlags('beta'), [])).toEqual([]);
  });

  it.each(ROLES)('shows platform tabs to a %s only if the platform pages let that role in', (role) => {
    const tabs = integrationTabs(role, defaultFlags('beta'), active);
    expect(tabs.length > 0).toBe(hasRole(role, ROLE_GATES.integrations));
  });

  it('gives every role the tabs: viewers and transcript editors browse, only managers import', () => {
    expect(ROLES.filter((role) => integrationTabs(role, defaultFlags('beta'), active).length > 0)).toEqual(ROLES);
  });
});

describe('bell and requests icon', () => {
  const expected = {
    admin: { corrections: true, requests: true },
    'content-manager': { corrections: true, requests: true },
    'transcript-editor': { corrections: true, requests: false },
    viewer: { corrections: false, requests: false },
  };

  it.each(ROLES.flatMap((role) => WORKSPACE_TYPES.map((type) => [role, type] as const)))(
    'for a %s in a %s workspace',
    (role, type) => {
      const business = type === 'business';
      expect(showsCorrections(role, type)).toBe(business && expected[role].corrections);
      expect(showsRequests(role, type)).toBe(business && expected[role].requests);
    },
  );
});

describe('badgeLabel', () => {
  it('shows nothing for none, the count below the page size and 20+ for a full page', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(19)).toBe('19');
    expect(badgeLabel(20)).toBe('20+');
  });
});
