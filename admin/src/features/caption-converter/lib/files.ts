// Moving bytes between the browser's files and the converter.
import { inputTooLargeMessage } from '@shared/captions/api';
import { MAX_INPUT_BYTES } from '@shared/captions/model';
import type { ConvertedOutput } from './convert';

/** Saves bytes as a file through a temporary object URL. */
export function saveFile(output: ConvertedOutput): void {
  const url = URL.createObjectURL(new Blob([output.bytes as BlobPart], { type: output.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = output.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Why a file is refused before it is read (too large), or undefined. */
export function refusal(file: File): string | undefined {
  if (file.size <= MAX_INPUT_BYTES) return undefined;
  const message = inputTooLargeMessage(file.size);
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

// FileReader rather than Blob.arrayBuffer(): it is available in every browser and in jsdom.
export function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
