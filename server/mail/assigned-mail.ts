import type { AssignedMail } from '../db/queries/assignment-mail';
import { quotedName } from './quoted-name';

/** The address of an assignment's task page in the admin app (admin/src/config/paths.ts: workspaceAssignment). */
export function assignmentUrl(publicUrl: string, workspaceId: string, assignmentId: string): string {
  return new URL(
    `/workspaces/${encodeURIComponent(workspaceId)}/assignments/${encodeURIComponent(assignmentId)}`,
    publicUrl,
  ).href;
}

/** The mail telling someone they were given an assignment, with a link to it. Plain text; names as `quotedName` shows them. */
export function assignedMail(publicUrl: string): AssignedMail {
  return ({ assignment, recipient, assignedBy, workspaceName }) => {
    const due =
      assignment.dueDate === null
        ? 'It has no due date'
        : `It is due on ${new Date(assignment.dueDate).toUTCString().slice(0, 16)}`;
    const where = workspaceName ? ` in ${quotedName(workspaceName)}` : '';
    return {
      kind: 'assignment_assigned',
      to: recipient.email,
      subject: `Assigned to you: ${assignment.title}`,
      text:
        `Hello${recipient.name ? ` ${recipient.name}` : ''},\n\n` +
        `${quotedName(assignedBy.name)} assigned you ${quotedName(assignment.title)} on the file ${quotedName(assignment.fileName)}${where}. ` +
        `${due}; its priority is ${assignment.priority}.\n\n` +
        `${assignment.description}\n\n` +
        `Open the task:\n${assignmentUrl(publicUrl, assignment.workspaceId, assignment.id)}\n`,
    };
  };
}
