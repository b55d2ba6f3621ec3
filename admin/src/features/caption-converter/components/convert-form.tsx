import { useState } from 'react';
import type { CaptionFormat } from '@shared/captions/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type ConvertOptions, TARGET_FORMATS } from '../lib/convert';

interface Fields {
  target: CaptionFormat;
  shift: string;
  fps: string;
  maxChars: string;
  maxLines: string;
  stripStyling: boolean;
  /** DAPT only; '' lets the writer decide from the file. */
  kind: '' | 'descriptions' | 'captions';
}

function optionalNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Target format and options; submits them, shows progress, and offers Cancel while work runs. */
export function ConvertForm(props: {
  id: string;
  fileCount: number;
  busy: boolean;
  progress?: number;
  onConvert: (options: ConvertOptions) => void;
  onCancel: () => void;
}) {
  const { id } = props;
  const [fields, setFields] = useState<Fields>({
    target: 'webvtt',
    shift: '',
    fps: '',
    maxChars: '',
    maxLines: '',
    stripStyling: false,
    kind: '',
  });
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        props.onConvert({
          target: fields.target,
          shiftMs: optionalNumber(fields.shift),
          fps: optionalNumber(fields.fps),
          maxCharsPerLine: optionalNumber(fields.maxChars),
          maxLinesPerCue: optionalNumber(fields.maxLines),
          stripStyling: fields.stripStyling,
          ...(fields.target === 'dapt' && fields.kind !== '' ? { kind: fields.kind } : {}),
        });
      }}
    >
      <div>
        <Label htmlFor={`${id}-target`}>Target format</Label>
        <select
          id={`${id}-target`}
          value={fields.target}
          onChange={(e) => set({ target: e.target.value as CaptionFormat })}
          className="border-input bg-background mt-1 block h-10 w-full rounded-md border px-3 text-sm"
        >
          {TARGET_FORMATS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {fields.target === 'dapt' && (
        <div>
          <Label htmlFor={`${id}-kind`}>The cues are (DAPT)</Label>
          <select
            id={`${id}-kind`}
            value={fields.kind}
            onChange={(e) => set({ kind: e.target.value as Fields['kind'] })}
            className="border-input bg-background mt-1 block h-10 w-full rounded-md border px-3 text-sm"
          >
            <option value="">Decide from the file</option>
            <option value="descriptions">Audio descriptions</option>
            <option value="captions">Dialogue and sounds (captions)</option>
          </select>
        </div>
      )}
      <NumberField
        id={`${id}-shift`}
        label="Time shift (ms, may be negative)"
        value={fields.shift}
        onChange={(shift) => set({ shift })}
      />
      <NumberField
        id={`${id}-fps`}
        label="Frame rate (SCC, frame-based TTML)"
        value={fields.fps}
        onChange={(fps) => set({ fps })}
        placeholder="29.97"
      />
      <NumberField
        id={`${id}-chars`}
        label="Max characters per line"
        value={fields.maxChars}
        onChange={(maxChars) => set({ maxChars })}
        min={1}
      />
      <NumberField
        id={`${id}-lines`}
        label="Max lines per cue"
        value={fields.maxLines}
        onChange={(maxLines) => set({ maxLines })}
        min={1}
      />
      <div className="flex items-center gap-2 self-end">
        <input
          id={`${id}-strip`}
          type="checkbox"
          checked={fields.stripStyling}
          onChange={(e) => set({ stripStyling: e.target.checked })}
          className="size-4"
        />
        <Label htmlFor={`${id}-strip`}>Strip styling</Label>
      </div>
      <div className="flex items-center gap-4 sm:col-span-2">
        <Button type="submit" disabled={props.fileCount === 0 || props.busy}>
          {props.fileCount > 1 ? `Convert ${props.fileCount} files (zip)` : 'Convert and download'}
        </Button>
        {props.busy && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        {props.progress !== undefined && (
          <progress aria-label="Conversion progress" max={1} value={props.progress} className="h-2 w-48" />
        )}
      </div>
    </form>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  min?: number;
  placeholder?: string;
}) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        inputMode="decimal"
        step="any"
        min={props.min}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="mt-1"
      />
    </div>
  );
}
