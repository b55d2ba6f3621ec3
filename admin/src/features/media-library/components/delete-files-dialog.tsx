import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface DeleteFilesDialogProps {
  /** The files to delete; the dialog is open while there are some. */
  names: readonly string[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms deleting one or more files, saying that their media and transcripts go too. */
export function DeleteFilesDialog({ names, pending, onConfirm, onCancel }: DeleteFilesDialogProps) {
  const title = names.length === 1 ? `Delete “${names[0]}”?` : `Delete ${names.length} files?`;
  return (
    <AlertDialog open={names.length > 0} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>
          The uploaded media, its processed copies, transcripts, captions and assignments are deleted for good. Embeds
          of {names.length === 1 ? 'this file' : 'these files'} stop working.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Deleting…' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
