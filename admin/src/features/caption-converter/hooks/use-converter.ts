// State of the converter page as one reducer: files, the work under way, and what the live regions say.
import { useReducer, useRef } from 'react';
import type { CaptionFormat } from '@shared/captions/model';
import type { ConvertedOutput, ConvertOptions, InputFile, InspectedFile } from '../lib/convert';
import { CancelledError, type ConverterApi } from '../lib/converter-api';
import { readBytes, refusal } from '../lib/files';
import { FORMAT_NAMES } from '../lib/format-names';

export interface Entry {
  key: number;
  file: InputFile;
  inspected?: InspectedFile;
  error?: string;
}

export interface ConverterState {
  entries: Entry[];
  /** Work under way, which the Cancel button stops. */
  busy?: 'reading' | 'converting';
  /** Share of the conversion done (0–1) once one has started. */
  progress?: number;
  /** Polite live region. */
  status: string;
  /** Assertive live region. */
  error: string;
}

type Action =
  | { type: 'reading'; status: string }
  | { type: 'read'; added: Entry[]; status?: string; error: string }
  | { type: 'remove'; key: number }
  | { type: 'converting'; status: string }
  | { type: 'progress'; done: number }
  | { type: 'converted'; status: string }
  | { type: 'failed'; error: string }
  | { type: 'cancelled' };

const initial: ConverterState = { entries: [], status: '', error: '' };

function reduce(state: ConverterState, action: Action): ConverterState {
  switch (action.type) {
    case 'reading':
      return { ...state, busy: 'reading', status: action.status, error: '' };
    case 'read':
      return {
        ...state,
        entries: [...state.entries, ...action.added],
        busy: state.busy === 'reading' ? undefined : state.busy,
        status: action.status ?? state.status,
        error: action.error,
      };
    case 'remove': {
      const removed = state.entries.find((e) => e.key === action.key);
      return {
        ...state,
        entries: state.entries.filter((e) => e.key !== action.key),
        status: removed ? `Removed ${removed.file.name}.` : state.status,
      };
    }
    case 'converting':
      return { ...state, busy: 'converting', progress: 0, status: action.status, error: '' };
    case 'progress':
      return { ...state, progress: action.done };
    case 'converted':
      return { ...state, busy: undefined, progress: 1, status: action.status };
    case 'failed':
      return { ...state, busy: undefined, progress: undefined, status: '', error: action.error };
    case 'cancelled':
      return { ...state, busy: undefined, progress: undefined, status: 'Cancelled.', error: '' };
  }
}

function summary(entries: Entry[]): string {
  const parts = entries.map(
    (e) =>
      `${e.file.name}: ${FORMAT_NAMES[e.inspected?.format as CaptionFormat] ?? e.inspected?.format}, ${e.inspected?.cueCount} cues`,
  );
  return parts.length > 0 ? `Read ${parts.join('; ')}.` : '';
}

/** The converter's state and the actions of the page; all parsing happens in `api`. */
export function useConverter(api: ConverterApi, download: (output: ConvertedOutput) => void) {
  const [state, dispatch] = useReducer(reduce, initial);
  const nextKey = useRef(1);
  // Bumped by Cancel: work that finishes after it must not overwrite the "Cancelled." announcement.
  const generation = useRef(0);

  const addFiles = async (list: FileList | File[]) => {
    const files = [...list];
    if (files.length === 0) return;
    const run = generation.current;
    dispatch({
      type: 'reading',
      status: `Reading ${files.length === 1 ? (files[0] as File).name : `${files.length} files`}…`,
    });
    const read = await Promise.all(
      files.map(async (f): Promise<Entry | undefined> => {
        const key = nextKey.current++;
        const refused = refusal(f);
        if (refused) return { key, file: { name: f.name, bytes: new Uint8Array() }, error: refused };
        try {
          const file = { name: f.name, bytes: await readBytes(f) };
          const inspected = await api.inspect(file);
          return inspected.error ? { key, file, error: inspected.error, inspected } : { key, file, inspected };
        } catch (e) {
          if (e instanceof CancelledError) return undefined;
          return {
            key,
            file: { name: f.name, bytes: new Uint8Array() },
            error: `Could not read the file: ${String(e)}`,
          };
        }
      }),
    );
    const added = read.filter((e): e is Entry => e !== undefined);
    const failed = added.filter((e) => e.error);
    dispatch({
      type: 'read',
      added,
      status: run === generation.current ? summary(added.filter((e) => !e.error)) : undefined,
      error: failed.map((e) => `${e.file.name}: ${e.error}`).join(' '),
    });
  };

  const convert = async (options: ConvertOptions) => {
    const ready = state.entries.filter((e) => !e.error);
    if (ready.length === 0) return;
    const run = generation.current;
    dispatch({
      type: 'converting',
      status: `Converting ${ready.length === 1 ? 'one file' : `${ready.length} files`}…`,
    });
    try {
      const output = await api.convert(
        ready.map((e) => e.file),
        options,
        (done) => dispatch({ type: 'progress', done }),
      );
      if (run !== generation.current) return;
      download(output);
      dispatch({
        type: 'converted',
        status:
          `Converted: ${output.fileName} is downloading.` +
          (output.dropped.length > 0 ? ` Not carried over: ${output.dropped.join(', ')}.` : ''),
      });
    } catch (e) {
      if (e instanceof CancelledError || run !== generation.current) return;
      dispatch({ type: 'failed', error: `Conversion failed: ${e instanceof Error ? e.message : String(e)}` });
    }
  };

  const cancel = () => {
    generation.current++;
    api.cancel();
    dispatch({ type: 'cancelled' });
  };

  return {
    state,
    ready: state.entries.filter((e) => !e.error),
    addFiles,
    convert,
    cancel,
    remove: (key: number) => dispatch({ type: 'remove', key }),
  };
}
