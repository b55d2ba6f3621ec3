import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import type { Showcase } from '@shared/schemas/showcases';
import { useDeleteShowcase } from '../api/delete-showcase';
import { describeError } from './describe-error';

/** Delete, after a confirmation that says what goes and what stays. */
export function DeleteShowcaseButton({ showcase }: { showcase: Showcase }) {
  const navigate = useNavigate();
  const remove = useDeleteShowcase(showcase.workspaceId, showcase.id);
  const [open, setOpen] = useState(false);
  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(`Deleted “${showcase.title}”`);
        navigate(paths.workspaceSettings(showcase.workspaceId, 'showcases'));
      },
      onError: (error) => toast.error(`Could not delete the showcase. ${describeError(error)}`),
    });
  }
  return (
    <>
      <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => setOpen(true)}>
        Delete showcase
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete “{showcase.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Its embeds stop working on every site that uses them. The files stay in your library.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={confirm}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
