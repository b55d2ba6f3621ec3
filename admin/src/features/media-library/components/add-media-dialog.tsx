import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import type { Uploader } from '../uploader';
import { AddByLinkForm } from './add-by-link-form';
import { ImportCaptionsForm } from './import-captions-form';

// Uppy's dashboard and its styles load when the dialog first opens, not with the app.
const UploadPanel = lazy(() => import('./upload-panel').then((module) => ({ default: module.UploadPanel })));

interface AddMediaDialogProps {
  /** Loaded files, which imported captions may join. */
  files: readonly { id: string; name: string }[];
  workspaceId: string;
  uploader: Uploader | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Brings media in three ways: upload from the computer, add by link, or import captions or a transcript. */
export function AddMediaDialog({ workspaceId, files, uploader, open, onOpenChange }: AddMediaDialogProps) {
  const added = (name: string) => {
    toast.success(`Added “${name}”`);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Add media</DialogTitle>
          <DialogDescription>Uploads keep going when you close this dialog.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="upload">
          <TabsList>
            <TabsTrigger value="upload">Upload</TabsTrigger>
            <TabsTrigger value="link">Add by link</TabsTrigger>
            <TabsTrigger value="captions">Import captions</TabsTrigger>
          </TabsList>
          <TabsContent value="upload">
            {uploader ? (
              <Suspense fallback={<p role="status">Preparing the uploader…</p>}>
                <UploadPanel uploader={uploader} onDone={() => onOpenChange(false)} />
              </Suspense>
            ) : (
              <p role="status">Preparing the uploader…</p>
            )}
          </TabsContent>
          <TabsContent value="link">
            <AddByLinkForm workspaceId={workspaceId} onAdded={added} />
          </TabsContent>
          <TabsContent value="captions">
            <ImportCaptionsForm workspaceId={workspaceId} files={files} onImported={added} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
