import type { AssignmentUser } from '@/features/assignments/permissions';
import { useSignedInSession } from '@/features/auth/hooks/session-context';

/** The signed-in user as the assignments feature needs it (it cannot read the session itself). */
export function useAssignmentUser(): AssignmentUser {
  const session = useSignedInSession();
  return {
    id: session.user.uid,
    name: session.user.displayName || session.user.email || 'Unknown user',
    isOperator: session.isOperator,
  };
}
