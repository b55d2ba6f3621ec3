// `npm run engines -- list | install whisper <model> [--from <file>] | remove whisper <model>`: the model manager
// from a terminal, for operators setting up a machine (and air-gapped ones, from a carried-over file).
import { parseArgs } from 'node:util';
import type { OutboundFetch } from '../../outbound/outbound-fetch';
import { createEngineRuntime, type EngineSettings } from '../registry';
import { transcriptionPlanLine, transcriptionPlan } from '../transcription-plan';
import { downloadModel, type ModelProgress } from './model-download';
import { installModelFile } from './model-install-file';
import { installedModels, megabytes, ModelError, removeModel } from './model-store';
import { accuracyNote, ramBytesOf, WHISPER_FAMILY_FACTS, type WhisperModelEntry } from './whisper-catalogue';

export const ENGINES_USAGE = `usage:
  npm run engines -- list
  npm run engines -- install whisper <model> [--source <url>]     download, verify and install (e.g. base.en)
  npm run engines -- install whisper <model> --from <file>        install a file carried over (air-gapped)
  npm run engines -- install whisper --from <file> --allow-unpinned   a file outside the pinned table
  npm run engines -- remove whisper <model>`;

export interface EnginesCommandContext {
  settings: EngineSettings;
  fetch: OutboundFetch;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Rewrites the current terminal line (progress); null when output is not a terminal. */
  status: ((line: string) => void) | null;
  freeBytes?: (dir: string) => Promise<number>;
  signal?: AbortSignal;
}

class UsageError extends Error {}

/** Runs one command; answers the exit code (0 done, 1 failed, 2 misused). */
export async function runEnginesCommand(argv: string[], context: EnginesCommandContext): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        source: { type: 'string' },
        'allow-unpinned': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, engine, name] = positionals;
    if (values.help || !command) {
      context.out(ENGINES_USAGE);
      return values.help ? 0 : 2;
    }
    if (command === 'list') return list(context);
    if (command !== 'install' && command !== 'remove') throw new UsageError(`Unknown command "${command}"`);
    if (engine !== 'whisper') {
      throw new UsageError(`Only whisper has models to ${command}${engine ? ` (not "${engine}")` : ''}`);
    }
    const { dir } = context.settings.whisperModels;
    if (!dir) throw new UsageError('No models folder: set DATA_DIR');
    if (command === 'remove') {
      if (!name) throw new UsageError('Name the model to remove, e.g. base.en');
      await removeModel(dir, name);
      context.out(`Removed whisper ${name} from ${dir}.`);
      return 0;
    }
    if (values.from) return await installFromFile(values.from, name, values['allow-unpinned'] ?? false, context);
    if (!name) throw new UsageError('Name the model to install, e.g. base.en (see `npm run engines -- list`)');
    return await install(
      entryOf(context.settings, name),
      values.source ?? context.settings.whisperModels.source,
      context,
    );
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      context.err(`${(error as Error).message}\n${ENGINES_USAGE}`);
      return 2;
    }
    if (error instanceof ModelError) {
      context.err(error.message);
      return 1;
    }
    throw error;
  }
}

function entryOf(settings: EngineSettings, name: string): WhisperModelEntry {
  const entry = settings.whisperModels.catalogue.find((e) => e.name === name);
  if (entry) return entry;
  const names = settings.whisperModels.catalogue.map((e) => e.name).join(', ');
  throw new ModelError('unknown_model', `There is no whisper model "${name}" in the pinned table. Models: ${names}`);
}

async function install(entry: WhisperModelEntry, source: string, context: EnginesCommandContext): Promise<number> {
  const dir = context.settings.whisperModels.dir!;
  context.out(`Installing whisper ${entry.name} (${megabytes(entry.bytes)}) from ${source} into ${dir}`);
  let lastTenth = -1;
  const onProgress = ({ state, receivedBytes, totalBytes }: ModelProgress) => {
    if (state === 'verifying') return context.status ? context.status('  checking the SHA-256…') : undefined;
    const percent = Math.floor((receivedBytes / totalBytes) * 100);
    const line = `  ${percent} % (${megabytes(receivedBytes)} of ${megabytes(totalBytes)})`;
    if (context.status) return context.status(line);
    // Logs and pipes get one line per tenth, not thousands.
    if (Math.floor(percent / 10) > lastTenth) {
      lastTenth = Math.floor(percent / 10);
      context.out(line);
    }
  };
  const result = await downloadModel({
    entry,
    dir,
    source,
    fetch: context.fetch,
    freeBytes: context.freeBytes,
    signal: context.signal,
    onProgress,
  });
  context.status?.('');
  if (result.alreadyInstalled) context.out(`whisper ${entry.name} is already installed: ${result.file}`);
  else {
    const resumed = result.resumedFrom > 0 ? ` (resumed at ${megabytes(result.resumedFrom)})` : '';
    context.out(`Installed whisper ${entry.name}${resumed}, SHA-256 verified: ${result.file}`);
  }
  context.out(transcriptionPlanLine(transcriptionPlan(createEngineRuntime(context.settings))));
  return 0;
}

async function installFromFile(
  file: string,
  name: string | undefined,
  allowUnpinned: boolean,
  context: EnginesCommandContext,
): Promise<number> {
  const { dir, catalogue } = context.settings.whisperModels;
  context.out(`Checking ${file}…`);
  const result = await installModelFile({
    file,
    dir: dir!,
    catalogue,
    name,
    allowUnpinned,
    freeBytes: context.freeBytes,
  });
  context.out(
    `Installed whisper ${result.name} from ${file}${result.pinned ? ', SHA-256 verified against the pinned table' : ' (outside the pinned table: header checked only)'}.`,
  );
  context.out(transcriptionPlanLine(transcriptionPlan(createEngineRuntime(context.settings))));
  return 0;
}

function list(context: EnginesCommandContext): number {
  const { dir, catalogue } = context.settings.whisperModels;
  const installed = new Map(installedModels(dir).map((m) => [m.name, m]));
  context.out(`whisper.cpp models (installed in ${dir ?? 'no folder: DATA_DIR is not set'}):`);
  const rows = catalogue.map((entry) => {
    const file = installed.get(entry.name);
    const ram = ramBytesOf(entry);
    const speed = entry.family ? `${WHISPER_FAMILY_FACTS[entry.family].relativeSpeed}× large’s speed` : '';
    const mark = file ? (file.check.usable ? 'installed' : 'unusable') : '';
    return [
      entry.name,
      mark,
      megabytes(entry.bytes),
      ram ? `${ram.estimated ? '~' : ''}${megabytes(ram.bytes)} RAM` : '',
      speed,
      accuracyNote(entry),
    ];
  });
  for (const m of installed.values()) {
    if (!catalogue.some((e) => e.name === m.name)) {
      rows.push([
        m.name,
        m.check.usable ? 'installed' : 'unusable',
        megabytes(m.bytes),
        '',
        '',
        'outside the pinned table',
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    context.out(
      `  ${row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd()}`,
    );
  context.out(transcriptionPlanLine(transcriptionPlan(createEngineRuntime(context.settings))));
  return 0;
}
