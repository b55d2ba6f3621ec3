import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '@shared/api/client';
import { CAPTION_RULE_PRESETS, presetOf } from '@shared/captions/rule-presets';
import { type CaptionRules, updateWorkspaceSettingsBodySchema, type WorkspaceSettings } from '@shared/schemas/settings';
import { InlineRetry } from '@/components/inline-retry';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranscriptionLanguages } from '@/lib/transcription-languages';
import { useWorkspaceSettings } from '../api/get-settings';

import { useUpdateSettings } from '../api/update-settings';

/** Settings › General: name, type, default language, caption rules, the accuracy target and two switches (admins). */
export function GeneralSettingsScreen({ workspaceId }: { workspaceId: string }) {
  const settings = useWorkspaceSettings(workspaceId);
  return (
    <section className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">General</h1>
      {settings.isError ? <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.isPending ? <p role="status">Loading settings…</p> : null}
      {settings.data ? <SettingsForm workspaceId={workspaceId} saved={settings.data.settings} /> : null}
    </section>
  );
}

/** The form's values as typed: numbers stay strings until saving, durations are in seconds. */
interface Draft {
  name: string;
  type: WorkspaceSettings['type'];
  defaultLanguage: string;
  maxCharsPerLine: string;
  maxLines: string;
  maxCps: string;
  minDurationS: string;
  maxDurationS: string;
  minGapMs: string;
  reviewFinishedTranscriptions: boolean;
  embedBeacon: boolean;
  /** The verification target as a percentage. */
  verificationTargetPct: string;
}

const rulesDraft = (rules: CaptionRules) => ({
  maxCharsPerLine: String(rules.maxCharsPerLine),
  maxLines: String(rules.maxLines),
  maxCps: String(rules.maxCps),
  minDurationS: String(rules.minDurationMs / 1000),
  maxDurationS: String(rules.maxDurationMs / 1000),
  minGapMs: String(rules.minGapMs),
});

const toDraft = (s: WorkspaceSettings): Draft => ({
  name: s.name,
  type: s.type,
  defaultLanguage: s.defaultLanguage ?? '',
  ...rulesDraft(s.captionRules),
  reviewFinishedTranscriptions: s.reviewFinishedTranscriptions,
  embedBeacon: s.embedBeacon,
  verificationTargetPct: String(Math.round(s.verificationTarget * 1000) / 10),
});

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const fromDraft = (d: Draft) => ({
  name: d.name,
  type: d.type,
  defaultLanguage: d.defaultLanguage || null,
  captionRules: {
    maxCharsPerLine: number(d.maxCharsPerLine),
    maxLines: number(d.maxLines),
    maxCps: number(d.maxCps),
    minDurationMs: Math.round(number(d.minDurationS) * 1000),
    maxDurationMs: Math.round(number(d.maxDurationS) * 1000),
    minGapMs: number(d.minGapMs),
  },
  reviewFinishedTranscriptions: d.reviewFinishedTranscriptions,
  embedBeacon: d.embedBeacon,
  // Tenths of a percent, so 99.5 is 0.995 exactly and not 0.9949999.
  verificationTarget: Math.round(number(d.verificationTargetPct) * 10) / 1000,
});

/** Which form field shows an error at a body path (`captionRules.minDurationMs` → `minDurationS`). */
const FIELD_OF_PATH: Record<string, keyof Draft> = {
  'captionRules.maxCharsPerLine': 'maxCharsPerLine',
  'captionRules.maxLines': 'maxLines',
  'captionRules.maxCps': 'maxCps',
  'captionRules.minDurationMs': 'minDurationS',
  'captionRules.maxDurationMs': 'maxDurationS',
  'captionRules.minGapMs': 'minGapMs',
  verificationTarget: 'verificationTargetPct',
};

function SettingsForm({ workspaceId, saved }: { workspaceId: string; saved: WorkspaceSettings }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const update = useUpdateSettings(workspaceId);
  const languages = useTranscriptionLanguages();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const showIssues = (issues: { path: string; message: string }[]) => {
    const next: Partial<Record<keyof Draft, string>> = {};
    for (const issue of issues) {
      const field = FIELD_OF_PATH[issue.path] ?? (issue.path as keyof Draft);
      next[field] ??= issue.message;
    }
    setErrors(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateWorkspaceSettingsBodySchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      showIssues(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: ({ settings }) => setDraft(toDraft(settings)),
      onError: (error) => {
        if (error instanceof ApiError && Array.isArray(error.details)) showIssues(error.details as never);
      },
    });
  };

  const field = (key: keyof Draft, label: string, input: ReactNode, hint?: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`settings-${key}`}>{label}</Label>
      {input}
      {hint ? (
        <p id={`settings-${key}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {errors[key] ? (
        <p id={`settings-${key}-error`} className="text-destructive text-sm">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  const inputProps = (key: keyof Draft, hint?: boolean) => ({
    id: `settings-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [hint ? `settings-${key}-hint` : '', errors[key] ? `settings-${key}-error` : ''].filter(Boolean).join(' ') ||
      undefined,
  });

  const numberInput = (key: keyof Draft, step: string) => (
    <Input
      {...inputProps(key)}
      type="number"
      inputMode="decimal"
      step={step}
      value={draft[key] as string}
      onChange={(event) => set(key, event.target.value as never)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {field(
        'name',
        'Workspace name',
        <Input {...inputProps('name')} value={draft.name} onChange={(event) => set('name', event.target.value)} />,
      )}
      {field(
        'type',
        'Type',
        <NativeSelect
          {...inputProps('type')}
          value={draft.type}
          onChange={(event) => set('type', event.target.value as Draft['type'])}
        >
          <option value="business">Business</option>
          <option value="other">Other (education, non-profit, personal)</option>
        </NativeSelect>,
      )}
      {field(
        'defaultLanguage',
        'Default transcription language',
        <>
          <NativeSelect
            {...inputProps('defaultLanguage', true)}
            {...(languages.isError
              ? { 'aria-describedby': 'settings-defaultLanguage-failure settings-defaultLanguage-hint' }
              : {})}
            value={draft.defaultLanguage}
            onChange={(event) => set('defaultLanguage', event.target.value)}
          >
            <option value="">Choose for each file</option>
            {(languages.data?.results ?? []).map((l) => (
              <option key={l.BCP_47} value={l.BCP_47}>
                {l.Name}
              </option>
            ))}
            {/* Keeps a saved code selectable while the catalogue loads. */}
            {draft.defaultLanguage && !languages.data ? (
              <option value={draft.defaultLanguage}>{draft.defaultLanguage}</option>
            ) : null}
          </NativeSelect>
          {languages.isError ? (
            <InlineRetry
              id="settings-defaultLanguage-failure"
              message="The languages could not be loaded."
              retrying={languages.isFetching}
              onRetry={() => void languages.refetch()}
            />
          ) : null}
        </>,
        'New transcriptions start in this language.',
      )}
      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium">Caption quality rules</legend>
        <p className="text-muted-foreground text-sm">
          The editor and the analysis page flag captions that break these rules.
        </p>
        <StyleGuidePicker
          rules={fromDraft(draft).captionRules}
          onPick={(rules) => setDraft((d) => ({ ...d, ...rulesDraft(rules) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {field('maxCharsPerLine', 'Characters per line, at most', numberInput('maxCharsPerLine', '1'))}
          {field('maxLines', 'Lines per caption, at most', numberInput('maxLines', '1'))}
          {field('maxCps', 'Characters per second, at most', numberInput('maxCps', '0.1'))}
          {field('minDurationS', 'Shortest caption (seconds)', numberInput('minDurationS', '0.001'))}
          {field('maxDurationS', 'Longest caption (seconds)', numberInput('maxDurationS', '0.001'))}
          {field(
            'minGapMs',
            'Shortest gap between captions (ms)',
            numberInput('minGapMs', '1'),
            'Captions either touch or leave at least this gap; 83 ms is 2 frames. 0 turns the check off.',
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium">Accuracy</legend>
        {field(
          'verificationTargetPct',
          'Accuracy a verified track must reach (%)',
          <Input
            {...inputProps('verificationTargetPct', true)}
            className="max-w-32"
            type="number"
            inputMode="decimal"
            min="50"
            max="99.9"
            step="0.1"
            value={draft.verificationTargetPct}
            onChange={(event) => set('verificationTargetPct', event.target.value)}
          />,
          'Verify accuracy samples a track; it is verified when the 95 % lower bound of the measured word accuracy reaches this. The field’s bar is 99 % (DCMP).',
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium">Workflow and embeds</legend>
        <Switch
          id="settings-review"
          checked={draft.reviewFinishedTranscriptions}
          onChange={(value) => set('reviewFinishedTranscriptions', value)}
          label="Finished transcriptions create review assignments"
        />
        <Switch
          id="settings-beacon"
          checked={draft.embedBeacon}
          onChange={(value) => set('embedBeacon', value)}
          label="Embeds report plays, searches, caption clicks and downloads (for Analytics)"
        />
      </fieldset>
      {update.isError && !(update.error instanceof ApiError && Array.isArray(update.error.details)) ? (
        <Alert variant="destructive">{update.error.message}</Alert>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

/** The published style guide the rules are, or "Custom" once adjusted; picking one fills every rule field. */
function StyleGuidePicker({ rules, onPick }: { rules: CaptionRules; onPick: (rules: CaptionRules) => void }) {
  const preset = presetOf(rules);
  return (
    <div className="grid gap-1">
      <Label htmlFor="settings-preset">Style guide</Label>
      <NativeSelect
        id="settings-preset"
        aria-describedby="settings-preset-hint"
        value={preset?.id ?? 'custom'}
        onChange={(event) => {
          const picked = CAPTION_RULE_PRESETS.find((p) => p.id === event.target.value);
          if (picked) onPick(picked.rules);
        }}
      >
        {CAPTION_RULE_PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        <option value="custom">Custom</option>
      </NativeSelect>
      <p id="settings-preset-hint" className="text-muted-foreground text-xs">
        {preset ? (
          <>
            Rules from{' '}
            <a className="underline" href={preset.source.url} target="_blank" rel="noreferrer">
              {preset.source.title}
            </a>
            {preset.stated.length < Object.keys(preset.rules).length ? ", and Netflix's where it states none" : ''}.
            Change any rule below to make them your own.
          </>
        ) : (
          'These rules match no published guide. Pick one to start again from its rules.'
        )}
      </p>
    </div>
  );
}

function Switch(props: { id: string; checked: boolean; onChange: (value: boolean) => void; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        className="accent-primary size-5"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <Label htmlFor={props.id}>{props.label}</Label>
    </div>
  );
}
