/** Identity-service error codes in plain words. */
const MESSAGES: Record<string, string> = {
  'auth/unauthorized-domain': 'Sign-in is not enabled for this website address. Please contact support.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/invalid-auth-event': 'Sign-in was interrupted. Please try again.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again in a moment.',
  'auth/wrong-password': 'That password is not right. Try again or reset it.',
  'auth/invalid-credential': 'That email and password do not match an account. Try again or reset your password.',
  'auth/invalid-login-credentials':
    'That email and password do not match an account. Try again or reset your password.',
  'auth/user-not-found': 'There is no account with that email. Check it, or sign up.',
  'auth/email-already-in-use': 'An account with that email already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment, then try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
};

export function describeAuthError(error: unknown): string {
  const code = (error as { code?: string })?.code ?? '';
  return MESSAGES[code] ?? 'Something went wrong with the sign-in service. Please try again.';
}

/** Which form field an error belongs next to, when it belongs to one. */
export function authErrorField(error: unknown): 'email' | 'password' | null {
  const code = (error as { code?: string })?.code ?? '';
  if (['auth/user-not-found', 'auth/email-already-in-use', 'auth/invalid-email'].includes(code)) return 'email';
  if (
    ['auth/wrong-password', 'auth/weak-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'].includes(
      code,
    )
  )
    return 'password';
  return null;
}
