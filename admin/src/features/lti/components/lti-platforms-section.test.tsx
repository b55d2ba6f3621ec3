import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLtiPlatform, deleteLtiPlatform, listLtiPlatforms, updateLtiPlatform } from '@shared/api/lti';
import { CANVAS_PLATFORM_DEFAULTS, type LtiPlatform } from '@shared/schemas/lti';
import { toast, Toaster } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/providers';
import { LtiPlatformsSection } from './lti-platforms-section';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/lti');

const tool = {
  loginUrl: 'https://app.test/api/lti/login',
  launchUrl: 'https://app.test/api/lti/launch',
  deepLinkingUrl: 'https://app.test/api/lti/launch',
  jwksUrl: 'https://app.test/api/lti/jwks',
  canvasConfigUrl: 'https://app.test/api/lti/canvas-config.json',
};
const moodle: LtiPlatform = {
  id: 'p1',
  workspaceId: 'ws',
  kind: 'generic',
  name: 'Moodle',
  issuer: 'https://moodle.example.edu',
  clientId: 'abc',
  deploymentIds: ['1'],
  authUrl: 'https://moodle.example.edu/mod/lti/auth.php',
  tokenUrl: 'https://moodle.example.edu/mod/lti/token.php',
  jwksUrl: 'https://moodle.example.edu/mod/lti/certs.php',
  createdAt: '2026-03-01T00:00:00.000Z',
};

function renderSection() {
  renderWithProviders(
    <>
      <LtiPlatformsSection workspaceId="ws" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(listLtiPlatforms).mockResolvedValue({ platforms: [moodle], tool });
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('LtiPlatformsSection', () => {
  it('shows the tool URLs to copy and the registered platforms', async () => {
    renderSection();
    expect(await screen.findByLabelText('Login (OIDC initiation) URL')).toHaveValue(tool.loginUrl);
    expect(screen.getByLabelText('Canvas configuration (JSON URL)')).toHaveValue(tool.canvasConfigUrl);
    const list = screen.getByRole('list', { name: 'Registered learning platforms' });
    expect(within(list).getByRole('heading', { name: 'Moodle' })).toBeInTheDocument();
    expect(within(list).getByText(/client abc · 1 deployment$/)).toBeInTheDocument();
  });

  it("registers Canvas with its endpoints filled in, after checking what's missing", async () => {
    vi.mocked(createLtiPlatform).mockResolvedValue({ platform: { ...moodle, id: 'p2', name: 'Canvas' } });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Register Canvas' }));
    const form = screen.getByRole('form', { name: 'Register Canvas' });
    expect(within(form).getByLabelText('Public keys (JWKS) URL')).toHaveValue(CANVAS_PLATFORM_DEFAULTS.jwksUrl);
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getAllByText('Required')).toHaveLength(1);
    expect(within(form).getByText('Add at least one deployment id')).toBeInTheDocument();
    expect(createLtiPlatform).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Client ID'), '10000000000001');
    await user.type(within(form).getByLabelText('Deployment IDs (one per line)'), '1:abc{Enter}2:def');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(createLtiPlatform).toHaveBeenCalledWith({}, 'ws', {
      kind: 'canvas',
      ...CANVAS_PLATFORM_DEFAULTS,
      clientId: '10000000000001',
      deploymentIds: ['1:abc', '2:def'],
    });
    expect(await screen.findByText('Canvas registered')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register Canvas' })).not.toBeInTheDocument();
  });

  it("edits a registration's deployments in place", async () => {
    vi.mocked(updateLtiPlatform).mockResolvedValue({ platform: { ...moodle, deploymentIds: ['1', '2'] } });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Moodle' }));
    const form = screen.getByRole('form', { name: 'Edit Moodle' });
    expect(within(form).getByLabelText('Issuer')).toHaveValue(moodle.issuer);
    const deployments = within(form).getByLabelText('Deployment IDs (one per line)');
    expect(deployments).toHaveValue('1');
    await user.type(deployments, '{Enter}2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const { id: _id, workspaceId: _ws, createdAt: _at, ...fields } = moodle;
    expect(updateLtiPlatform).toHaveBeenCalledWith({}, 'ws', 'p1', { ...fields, deploymentIds: ['1', '2'] });
    expect(await screen.findByText('Moodle saved')).toBeInTheDocument();
  });

  it('removes a platform', async () => {
    vi.mocked(deleteLtiPlatform).mockResolvedValue(undefined);
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Moodle' }));
    expect(deleteLtiPlatform).toHaveBeenCalledWith({}, 'ws', 'p1');
    expect(await screen.findByText('Moodle removed')).toBeInTheDocument();
  });
});
