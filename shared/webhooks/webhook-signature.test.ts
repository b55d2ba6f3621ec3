import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WebhookVerificationError } from './webhook-signature';

const body = JSON.stringify({ id: 'evt_1', type: 'job.succeeded', data: { id: 'job_1' } });
const now = 1_800_000_000;

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof WebhookVerificationError ? error.reason : String(error);
  }
}

describe('webhook signatures', () => {
  it('accepts what it signed and returns the parsed event', async () => {
    const header = await signWebhook(body, ['whsec_a'], now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    await expect(verifyWebhook(body, header, 'whsec_a', { nowSeconds: now + 10 })).resolves.toMatchObject({
      type: 'job.succeeded',
    });
  });

  it('rejects a tampered body, a wrong secret, an old timestamp and a malformed header', async () => {
    const header = await signWebhook(body, ['whsec_a'], now);
    expect(await reasonOf(verifyWebhook(body.replace('job_1', 'job_2'), header, 'whsec_a', { nowSeconds: now }))).toBe(
      'signature_mismatch',
    );
    expect(await reasonOf(verifyWebhook(body, header, 'whsec_b', { nowSeconds: now }))).toBe('signature_mismatch');
    expect(await reasonOf(verifyWebhook(body, header, 'whsec_a', { nowSeconds: now + 301 }))).toBe(
      'timestamp_out_of_tolerance',
    );
    expect(
      await reasonOf(verifyWebhook(body, header, 'whsec_a', { nowSeconds: now + 900, toleranceSeconds: 1000 })),
    ).toBe('accepted');
    expect(await reasonOf(verifyWebhook(body, 'v1=abc', 'whsec_a', { nowSeconds: now }))).toBe('malformed_header');
    expect(await reasonOf(verifyWebhook(body, null, 'whsec_a', { nowSeconds: now }))).toBe('malformed_header');
  });

  it('signs with every secret during a rotation, so receivers holding either secret accept', async () => {
    const header = await signWebhook(body, ['whsec_new', 'whsec_old'], now);
    expect(header.split(',')).toHaveLength(3);
    expect(await reasonOf(verifyWebhook(body, header, 'whsec_new', { nowSeconds: now }))).toBe('accepted');
    expect(await reasonOf(verifyWebhook(body, header, 'whsec_old', { nowSeconds: now }))).toBe('accepted');
  });
});
