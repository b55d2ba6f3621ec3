import Dashboard from '@uppy/react/dashboard';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import type { Uploader } from '../uploader';

/**
 * Uppy's dashboard: drag and drop or browse, several files, per-file and total progress, pause/resume and
 * retry. Its colours follow the page's scheme (`theme="auto"`), with our tokens layered on in styles.css.
 * "Done", once every upload has finished, clears the finished list and calls `onDone` (the dialog closes):
 * Uppy's own handler would only close its modal, which an inline dashboard does not have.
 */
export function UploadPanel({ uploader, onDone }: { uploader: Uploader; onDone: () => void }) {
  return (
    <Dashboard
      uppy={uploader}
      doneButtonHandler={() => {
        uploader.clear();
        onDone();
      }}
      theme="auto"
      width="100%"
      height={340}
      proudlyDisplayPoweredByUppy={false}
      note="Audio or video files; uploads resume after a dropped connection."
    />
  );
}
