import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '@shared/api/webhooks';
import type { Webhook, WebhookDelivery } from '@shared/schemas/webhooks';
import { toast, Toaster } from '@/components/ui/toast';
import { axeViolations } from '@/testing/axe-violations';
import { renderWithProviders } from '@/testing/providers';
import { WebhooksScreen } from './webhooks-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/webhooks');

const lms: Webhook = {
  id: 'h1',
  url: 'https://lms.example.edu/hooks',
  events: ['job.succeeded', 'track.created'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdBy: { id: 'u1', name: 'Ada Admin' },
  createdAt: '2026-11-01T09:00:00.000Z',
};
const flaky: Webhook = {
  ...lms,
  id: 'h2',
  url: 'https://flaky.example.edu/in',
  failingSince: '2026-12-01T08:00:00.000Z',
};
const dead: Webhook = {
  ...lms,
  id: 'h3',
  url: 'https://gone.example.edu/in',
  enabled: false,
  disabledAt: '2026-11-20T08:00:00.000Z',
  disabledReason: 'failing',
};
const delivery: WebhookDelivery = {
  id: 'd1',
  eventId: 'evt_1',
  type: 'job.succeeded',
  status: 'failed',
  attempts: 12,
  nextAttemptAt: null,
  lastStatusCode: 502,
  latencyMs: 840,
  responseExcerpt: 'Bad gateway',
  createdAt: '2026-11-30T10:00:00.000Z',
  lastAttemptAt: '2026-12-01T10:00:00.000Z',
};
const SECRET = 'whsec_0123456789abcdefghijABCDEFGHIJ0123456789a';

function renderScreen() {
  renderWithProviders(
    <>
      <WebhooksScreen workspaceId="ws" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}
const item = async (url: string) => (await screen.findByRole('heading', { name: url })).closest('li')!;

beforeEach(() => {
  vi.mocked(listWebhooks).mockResolvedValue({ webhooks: [lms, flaky, dead] });
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
  document.documentElement.classList.remove('dark');
});

describe('WebhooksScreen', () => {
  it('lists endpoints as enabled, failing since when, or disabled and why, with no axe violations light or dark', async () => {
    renderScreen();
    expect(within(await item(lms.url)).getByText('Enabled')).toBeInTheDocument();
    expect(within(await item(lms.url)).getByText('track.created')).toBeInTheDocument();
    expect(within(await item(flaky.url)).getByText('Failing')).toBeInTheDocument();
    expect(within(await item(flaky.url)).getByText(/^since /)).toBeInTheDocument();
    expect(within(await item(dead.url)).getByText('Disabled')).toBeInTheDocument();
    expect(within(await item(dead.url)).getByText(/after 3 days of failed deliveries/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Enable ${dead.url}` })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    document.documentElement.classList.add('dark');
    expect(await axeViolations()).toEqual([]);
  });

  it('adds an endpoint by keyboard, checks the form first, then shows the secret once with a Copy button', async () => {
    vi.mocked(createWebhook).mockResolvedValue({
      webhook: { ...lms, id: 'h4', url: 'https://new.example.edu/h' },
      secret: SECRET,
    });
    const user = renderScreen();
    await item(lms.url);
    screen.getByRole('button', { name: 'Add endpoint' }).focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Add endpoint' });
    expect(within(form).getByRole('group', { name: 'Tracks' })).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'job.succeeded' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one event')).toBeInTheDocument();
    expect(createWebhook).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://new.example.edu/h');
    within(form).getByRole('checkbox', { name: 'file.ready' }).focus();
    await user.keyboard(' ');
    await user.click(within(form).getByRole('checkbox', { name: 'track.verified' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(createWebhook).toHaveBeenCalledWith({}, 'ws', {
      url: 'https://new.example.edu/h',
      events: ['file.ready', 'track.verified'],
    });

    expect(await screen.findByText('Endpoint https://new.example.edu/h added.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('note')).toHaveTextContent('only time the signing secret is shown');
    expect(screen.getByLabelText('Signing secret')).toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Copy the signing secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('edits the events, disables and enables, announcing each change', async () => {
    vi.mocked(updateWebhook).mockImplementation(async (_c, _w, _id, body) => ({
      webhook: { ...lms, ...body } as Webhook,
    }));
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: `Edit ${lms.url}` }));
    const form = await screen.findByRole('form', { name: 'Edit endpoint' });
    expect(within(form).getByRole('checkbox', { name: 'track.created' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'track.created' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(updateWebhook).toHaveBeenCalledWith({}, 'ws', 'h1', { url: lms.url, events: ['job.succeeded'] });
    expect(await screen.findByText(`Events of ${lms.url} saved`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Disable ${lms.url}` }));
    expect(updateWebhook).toHaveBeenLastCalledWith({}, 'ws', 'h1', { enabled: false });
    expect(await screen.findByText(`${lms.url} disabled`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Enable ${dead.url}` }));
    expect(updateWebhook).toHaveBeenLastCalledWith({}, 'ws', 'h3', { enabled: true });
  });

  it('rotates the secret and deletes only after confirming', async () => {
    vi.mocked(rotateWebhookSecret).mockResolvedValue({ webhook: lms, secret: SECRET });
    vi.mocked(deleteWebhook).mockResolvedValue(undefined);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: `Rotate secret of ${lms.url}` }));
    const confirm = screen.getByRole('alertdialog', { name: `Rotate the signing secret of ${lms.url}?` });
    expect(confirm).toHaveTextContent('For 24 hours deliveries are signed with both');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(rotateWebhookSecret).toHaveBeenCalledWith({}, 'ws', 'h1');
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: `Delete ${flaky.url}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleteWebhook).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: `Delete ${flaky.url}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(deleteWebhook).toHaveBeenCalledWith({}, 'ws', 'h2');
    expect(await screen.findByText(`${flaky.url} deleted`)).toBeInTheDocument();
  });

  it("shows an endpoint's deliveries with status, attempts, code, latency and answer, and redelivers one", async () => {
    vi.mocked(listWebhookDeliveries).mockResolvedValue({ deliveries: [delivery], nextCursor: null });
    vi.mocked(redeliverWebhook).mockResolvedValue({ delivery: { ...delivery, id: 'd2', status: 'pending' } });
    const user = renderScreen();
    const toggle = await screen.findByRole('button', { name: `Deliveries to ${lms.url}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: `Deliveries to ${lms.url}` });
    const row = within(table).getByRole('rowheader', { name: 'job.succeeded' }).closest('tr')!;
    for (const text of ['Failed', '12', '502', '840 ms', 'Bad gateway']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('1 delivery shown')).toHaveAttribute('role', 'status');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(row).getByRole('button', { name: /^Redeliver job\.succeeded/ }));
    expect(redeliverWebhook).toHaveBeenCalledWith({}, 'ws', 'h1', 'd1');
    expect(await screen.findByText('job.succeeded queued to be sent again')).toBeInTheDocument();
    expect(listWebhookDeliveries).toHaveBeenCalledTimes(2);
  });
});
