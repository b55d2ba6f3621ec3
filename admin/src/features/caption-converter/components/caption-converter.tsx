import { useId } from 'react';
import { useConverter } from '../hooks/use-converter';
import type { ConvertedOutput } from '../lib/convert';
import type { ConverterApi } from '../lib/converter-api';
import { saveFile } from '../lib/files';
import { ConvertForm } from './convert-form';
import { FilePicker } from './file-picker';
import { FilePreview } from './file-preview';

/** The caption converter: pick files, preview them, convert and download; all work happens in `api`. */
export function CaptionConverter({
  api,
  download = saveFile,
}: {
  api: ConverterApi;
  download?: (output: ConvertedOutput) => void;
}) {
  const ids = useId();
  const { state, ready, addFiles, convert, cancel, remove } = useConverter(api, download);
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${ids}-files`}>
        <h2 id={`${ids}-files`} className="mb-2 text-lg font-semibold">
          1. Choose caption files
        </h2>
        <FilePicker id={ids} onFiles={addFiles} />
      </section>

      {state.entries.length > 0 && (
        <section aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`} className="mb-2 text-lg font-semibold">
            2. Check the files
          </h2>
          <ul className="space-y-4">
            {state.entries.map((entry) => (
              <li key={entry.key}>
                <FilePreview entry={entry} onRemove={() => remove(entry.key)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${ids}-convert`}>
        <h2 id={`${ids}-convert`} className="mb-2 text-lg font-semibold">
          3. Convert
        </h2>
        <ConvertForm
          id={ids}
          fileCount={ready.length}
          busy={state.busy !== undefined}
          progress={state.progress}
          onConvert={(options) => void convert(options)}
          onCancel={cancel}
        />
      </section>

      <div role="status" aria-live="polite" className="text-sm">
        {state.status}
      </div>
      <div role="alert" className="text-destructive text-sm">
        {state.error}
      </div>
    </div>
  );
}
