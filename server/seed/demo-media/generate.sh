#!/usr/bin/env bash
# Regenerates the demo media in this folder from the cue scripts in ./scripts/.
#
# Dev tool only (not run in CI). Needs: espeak-ng, sox (+soxi), opus-tools (opusenc),
# ffprobe (ffmpeg) and node.  On Debian/Ubuntu:
#   apt-get install -y espeak-ng sox opus-tools ffmpeg
#
# Usage:  server/seed/demo-media/generate.sh [slug ...]     (default: every scripts/*.tsv)
#
# For each slug it:
#   1. synthesises ONE WAV PER CUE with espeak-ng (22050 Hz mono), trims the leading and
#      trailing silence espeak adds, and measures it exactly (sample count);
#   2. concatenates the cues with GAP_MS of silence between them (or the length given by a
#      `pause` line), so every cue's start/end time is known exactly;
#   3. encodes the whole file as Ogg Opus, mono, OPUS_KBPS kbit/s -> <slug>.opus;
#   4. rewrites <slug>.json: keeps its metadata (slug, name, description, source) and
#      replaces durationMs, media, thumbnail and tracks with the measured values;
#   5. writes <slug>.peaks.json, the waveform the seed stores (scripts/demo-peaks.ts).
#
# Script format (scripts/<slug>.tsv, TAB-separated, `#` lines are comments):
#   cue<TAB>VOICE<TAB>SPEAKER<TAB>CAPTION TEXT[<TAB>SPOKEN TEXT]
#        One caption cue. VOICE is an espeak-ng voice (e.g. en-us, en-us+m3).
#        SPEAKER is put on the cue ("-" for none). SPOKEN TEXT, if given, is what espeak
#        says instead of the caption text (e.g. "Four thirteen" for "413").
#   pause<TAB>MS     Silence of MS ms at this point instead of the default gap.
#   ad<TAB>TEXT      Audio-description cue (kind "descriptions", en) filling the pause
#                    just before it (must directly follow a `pause` line).
#   es<TAB>TEXT      Spanish subtitle (kind "subtitles", es) for the preceding cue;
#                    if used, every cue needs one.
#   chapter<TAB>TITLE  A chapter (kind "chapters", en) starting where the next cue or
#                    pause starts; it runs until the next chapter or the end of the file.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SPEED="${SPEED:-155}"          # espeak-ng words per minute
GAP_MS="${GAP_MS:-250}"        # silence between cues
OPUS_KBPS="${OPUS_KBPS:-16}"   # Opus target bitrate
RATE=22050                     # espeak-ng native sample rate

for tool in espeak-ng sox soxi opusenc ffprobe node; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

if [ "$#" -gt 0 ]; then slugs=("$@"); else
  slugs=(); for f in "$HERE"/scripts/*.tsv; do slugs+=("$(basename "$f" .tsv)"); done
fi

silence() { # silence <ms> <out.wav>
  local samples=$(( $1 * RATE / 1000 ))
  sox -r "$RATE" -c 1 -n -b 16 "$2" trim 0 "${samples}s"
}

for slug in "${slugs[@]}"; do
  script="$HERE/scripts/$slug.tsv"
  [ -f "$script" ] || { echo "no script: $script" >&2; exit 1; }
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  echo "== $slug"
  parts=()            # WAV files to concatenate, in order
  pos=0               # current position in samples
  n=0                 # cue counter
  gap_done=1          # no default gap before the first cue
  : > "$work/timeline.tsv"   # kind, start_samples, end_samples, speaker, text

  add_silence() { # add_silence <ms> <record-as-pause 0|1>
    local f="$work/gap${#parts[@]}.wav" s
    silence "$1" "$f"
    s="$(soxi -s "$f")"
    if [ "$2" = 1 ]; then
      printf 'pause\t%s\t%s\t\t\n' "$pos" "$(( pos + s ))" >> "$work/timeline.tsv"
    fi
    parts+=("$f"); pos=$(( pos + s ))
  }

  while IFS=$'\t' read -r kind a b c d || [ -n "$kind" ]; do
    case "$kind" in
      ''|'#'*) continue ;;
      pause) add_silence "$a" 1; gap_done=1 ;;
      cue)
        [ "$gap_done" = 1 ] || add_silence "$GAP_MS" 0
        n=$(( n + 1 ))
        raw="$work/raw$n.wav"; cue="$work/cue$n.wav"
        spoken="${d:-$c}"
        espeak-ng -v "$a" -s "$SPEED" -w "$raw" -- "$spoken"
        # trim espeak's leading/trailing silence so the cue times hug the speech
        sox "$raw" -r "$RATE" -c 1 -b 16 "$cue" \
          silence 1 0.01 0.1% reverse silence 1 0.01 0.1% reverse
        s="$(soxi -s "$cue")"
        printf 'cue\t%s\t%s\t%s\t%s\n' "$pos" "$(( pos + s ))" "$b" "$c" >> "$work/timeline.tsv"
        parts+=("$cue"); pos=$(( pos + s )); gap_done=0 ;;
      ad|es)
        printf '%s\t\t\t\t%s\n' "$kind" "$a" >> "$work/timeline.tsv" ;;
      chapter)
        printf 'chapter\t%s\t\t\t%s\n' "$pos" "$a" >> "$work/timeline.tsv" ;;
      *) echo "$script: unknown line kind '$kind'" >&2; exit 1 ;;
    esac
  done < "$script"

  sox "${parts[@]}" "$work/full.wav"
  total="$(soxi -s "$work/full.wav")"
  [ "$total" = "$pos" ] || { echo "length mismatch: $total vs $pos" >&2; exit 1; }
  opusenc --quiet --bitrate "$OPUS_KBPS" --downmix-mono \
    --title "$slug" --comment "ENCODER_NOTE=synthetic speech, espeak-ng" \
    "$work/full.wav" "$HERE/$slug.opus"

  node - "$HERE/$slug.json" "$work/timeline.tsv" "$RATE" "$slug" <<'NODE'
const fs = require('fs');
const [manifestPath, timelinePath, rateStr, slug] = process.argv.slice(2);
const rate = Number(rateStr);
const ms = (samples) => Math.round((Number(samples) * 1000) / rate);
const old = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
const lines = fs.readFileSync(timelinePath, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t'));
const total = lines.reduce((m, l) => Math.max(m, Number(l[2] || 0)), 0);
const en = [], es = [], ad = [], chapters = [];
let lastPause = null, chapterStarts = [];
for (const [kind, start, end, speaker, text] of lines) {
  if (kind === 'pause') lastPause = { start: ms(start), end: ms(end) };
  else if (kind === 'cue') {
    const cue = { startMs: ms(start), endMs: ms(end), text };
    if (speaker && speaker !== '-') cue.speaker = speaker;
    en.push(cue); lastPause = null;
  } else if (kind === 'es') {
    const ref = en[en.length - 1];
    if (!ref || es.length !== en.length - 1) throw new Error(`es line without its own cue: ${text}`);
    es.push({ startMs: ref.startMs, endMs: ref.endMs, text });
  } else if (kind === 'ad') {
    if (!lastPause) throw new Error(`ad line must follow a pause: ${text}`);
    // leave 100 ms of air on either side of the description, inside the pause
    ad.push({ startMs: lastPause.start + 100, endMs: lastPause.end - 100, text });
    lastPause = null;
  } else if (kind === 'chapter') chapterStarts.push({ start: Number(start), text });
}
const durationMs = ms(total);
chapterStarts.forEach((c, i) => {
  const next = chapterStarts[i + 1];
  chapters.push({ startMs: ms(c.start), endMs: next ? ms(next.start) : durationMs, text: c.text });
});
if (es.length && es.length !== en.length) throw new Error('every cue needs an es line');
const tracks = [{ language: 'en', kind: 'captions', label: 'English', cues: en }];
if (es.length) tracks.push({ language: 'es', kind: 'subtitles', label: 'Español', cues: es });
if (ad.length) tracks.push({ language: 'en', kind: 'descriptions', label: 'English (audio description)', cues: ad });
if (chapters.length) tracks.push({ language: 'en', kind: 'chapters', label: 'Chapters', cues: chapters });
const out = {
  slug,
  name: old.name ?? slug,
  description: old.description ?? '',
  durationMs,
  media: `${slug}.opus`,
  thumbnail: `${slug}.svg`,
  source: old.source ?? {},
  tracks,
};
fs.writeFileSync(manifestPath, JSON.stringify(out, null, 2) + '\n');
console.log(`${slug}: ${en.length} cues, ${durationMs} ms` +
  (es.length ? `, es ${es.length}` : '') + (ad.length ? `, descriptions ${ad.length}` : '') +
  (chapters.length ? `, chapters ${chapters.length}` : ''));
NODE
  (cd "$HERE/../../.." && node --import tsx scripts/demo-peaks.ts "$slug")
  rm -rf "$work"; trap - EXIT
done
