import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PLATFORM_TYPES, type PlatformType } from '@shared/constants';
import { PLATFORM_OAUTH_ERRORS, type PlatformOAuthError } from '@shared/schemas/platform-oauth';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const isPlatform = (value: string | null): value is PlatformType =>
  (PLATFORM_TYPES as readonly string[]).includes(value ?? '');
const isOAuthError = (value: string | null): value is PlatformOAuthError =>
  value !== null && Object.hasOwn(PLATFORM_OAUTH_ERRORS, value);

/** The sentence for `?connected=` / `?error=&platform=`, the server's answer to a "Connect with …" sign-in. */
function resultOf(params: URLSearchParams): { ok: boolean; text: string } | null {
  const connected = params.get('connected');
  if (isPlatform(connected)) return { ok: true, text: `${PLATFORM_NAMES[connected]} is connected.` };
  const error = params.get('error');
  if (error === null) return null;
  const platform = params.get('platform');
  const name = isPlatform(platform) ? PLATFORM_NAMES[platform] : 'the platform';
  const why = isOAuthError(error) ? PLATFORM_OAUTH_ERRORS[error] : 'Try again.';
  return { ok: false, text: `Connecting ${name} did not work. ${why}` };
}

/**
 * Where the browser lands after signing in with a platform: says what happened until dismissed. The live region
 * is on the page before its text, so screen readers announce the text when it arrives.
 */
export function OAuthResult() {
  const [params, setParams] = useSearchParams();
  // Empty until just after the first paint, so the text is a change to the live region rather than part of the page.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const shown = mounted ? resultOf(params) : null;

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['connected', 'error', 'platform']) next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {shown ? (
        <div
          className={cn(
            'flex flex-wrap items-center gap-3 rounded-md border p-4 text-sm',
            shown.ok ? 'bg-card' : 'border-destructive text-destructive',
          )}
        >
          <p className="flex-1">{shown.text}</p>
          <Button size="sm" variant="outline" onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
