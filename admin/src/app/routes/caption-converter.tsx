import { useState } from 'react';
import { CaptionConverter } from '@/features/caption-converter/components/caption-converter';
import { workerConverter } from '@/features/caption-converter/lib/converter-api';

// One worker per page visit, created on first use; parsing a three-hour file never blocks the page.
const createWorker = () =>
  new Worker(new URL('../../features/caption-converter/convert.worker.ts', import.meta.url), { type: 'module' });

/** `/caption-converter`: public; converts caption files between formats without uploading them. */
export function CaptionConverterRoute() {
  const [api] = useState(() => workerConverter(createWorker));
  return (
    <main id="main" className="mx-auto max-w-4xl p-6">
      <h1 className="mb-2 text-2xl font-semibold">Caption converter</h1>
      <p className="text-muted-foreground mb-6">
        Convert caption and subtitle files between formats, right in your browser.
      </p>
      <CaptionConverter api={api} />
    </main>
  );
}
