import Dashboard from '@uppy/react/dashboard';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import type { Uploader } from '../uploader';

/**
 * Uppy's dashboard: drag and drop or browse, several files, per-file and total progress, pause/resume and
 * retry. Its colours follow the page's scheme (`theme="auto"`), with our tokens layered on in styles.css.
 */
export function UploadPanel({ uploader }: { uploader: Uploader }) {
  return (
    <Dashboard
      uppy={uploader}
      theme="auto"
      width="100%"
      height={340}
      proudlyDisplayPoweredByUppy={false}
      note="Audio or video files; uploads resume after a dropped connection."
    />
  );
}
