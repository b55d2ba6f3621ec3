// Reads a Chromium trace of the editor bench: the main thread's work per frame for each key, what kind of work the
// frames were, and which functions forced a style or layout.

/** The performance mark the bench page sets on every key that acts (a modifier pressed alone does not). */
export const KEY_MARK = 'editor-bench:key';

/** Categories for the per-frame figures; `withStacks` adds what names the functions that forced a layout. */
export function traceCategories(withStacks: boolean): string[] {
  const base = [
    ...(process.env.EDITOR_BENCH_INVALIDATION ? ['disabled-by-default-blink.invalidation'] : []),
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'blink.user_timing',
  ];
  return withStacks ? [...base, 'disabled-by-default-devtools.timeline.stack'] : base;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    beginData?: { stackTrace?: { functionName: string }[] };
    data?: { stackTrace?: { functionName: string }[] };
  };
}

interface Task {
  start: number;
  end: number;
  cpu: number;
}

export interface FrameFigures {
  /** Per key, the most main-thread work of any frame between it and the next key, ms. */
  perKey: number[];
  /** Main-thread CPU time from the first key to the end, per key, ms. */
  cpuPerKey: number;
  /**
   * The main thread's time in the tasks that render a frame (style, layout, paint, layerize, commit), per key, ms:
   * steadier between runs of one build than the p95, so the figure to weigh a rendering change by.
   */
  renderingPerKey: number;
  byEvent: Map<string, { ms: number; count: number }>;
  forcedBy: Map<string, { ms: number; count: number }>;
}

/**
 * A frame's work is every task the renderer's main thread ran since the previous frame was rendered, plus the
 * rendering of this one (style, layout, paint, commit): what must fit in 16.7 ms for the page to keep 60 frames a
 * second, however the work is split between event handlers, React's scheduler, timers and the frame itself. A key's
 * figure is its worst frame: the one it renders in, or a later one before the next key (a deferred render).
 */
export function frameFigures(buffer: Buffer): FrameFigures {
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const marks = traceEvents.filter((e) => e.name === KEY_MARK && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'));
  const keyPid = marks[0]?.pid;
  // The page's renderer main thread (the one that set the marks; other renderers may exist).
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === keyPid,
  );
  if (!main || marks.length === 0) throw new Error('The trace has no key marks on a renderer main thread');
  const own = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a nested run loop's tasks are inside their parent's time).
  const tasks: Task[] = [];
  for (const e of own) {
    if (e.name !== 'RunTask') continue;
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.end) continue;
    tasks.push({ start: e.ts, end: e.ts + e.dur!, cpu: e.tdur ?? 0 });
  }
  // A rendering task is one that commits a frame to the compositor.
  const rendered = new Set<Task>();
  let cursor = 0;
  for (const e of own) {
    if (e.name !== 'Commit') continue;
    while (cursor < tasks.length && tasks[cursor]!.end < e.ts) cursor += 1;
    const task = tasks[cursor];
    if (task && task.start <= e.ts) rendered.add(task);
  }
  const frames: { end: number; work: number }[] = [];
  let work = 0;
  for (const task of tasks) {
    work += task.end - task.start;
    if (!rendered.has(task)) continue;
    frames.push({ end: task.end, work: work / 1000 });
    work = 0;
  }
  const keyTimes = marks.map((m) => m.ts).sort((a, b) => a - b);
  const perKey = keyTimes.map((at, i) => {
    const next = keyTimes[i + 1] ?? Infinity;
    return Math.max(0, ...frames.filter((f) => f.end >= at && f.end < next).map((f) => f.work));
  });
  const afterFirstKey = tasks.filter((t) => t.start >= keyTimes[0]!);
  const cpuUs = afterFirstKey.reduce((sum, t) => sum + t.cpu, 0);
  const renderingUs = afterFirstKey.filter((t) => rendered.has(t)).reduce((sum, t) => sum + (t.end - t.start), 0);
  return {
    perKey,
    cpuPerKey: cpuUs / 1000 / keyTimes.length,
    renderingPerKey: renderingUs / 1000 / keyTimes.length,
    ...breakdown(own, keyTimes[0]!),
  };
}

/** Main-thread time by event kind (nested events counted in each), and which functions forced a style or layout. */
function breakdown(events: TraceEvent[], from: number) {
  const byEvent = new Map<string, { ms: number; count: number }>();
  const forcedBy = new Map<string, { ms: number; count: number }>();
  const add = (map: typeof byEvent, key: string, ms: number) => {
    const entry = map.get(key) ?? { ms: 0, count: 0 };
    entry.ms += ms;
    entry.count += 1;
    map.set(key, entry);
  };
  for (const event of events) {
    if (event.ts < from) continue;
    const ms = event.dur! / 1000;
    add(byEvent, event.name, ms);
    const stack = event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace;
    if ((event.name === 'Layout' || event.name === 'UpdateLayoutTree') && stack?.length) {
      const where = stack
        .map((f) => f.functionName || '?')
        .slice(0, 4)
        .join(' < ');
      add(forcedBy, `${event.name} forced by ${where}`, ms);
    }
  }
  return { byEvent, forcedBy };
}

/** The breakdown, printed (with `EDITOR_BENCH_TRACE=1` or `EDITOR_BENCH_PROFILE=1`). */
export function printBreakdown(name: string, { byEvent, forcedBy }: FrameFigures): void {
  const top = (map: typeof byEvent, n: number) =>
    [...map]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, n)
      .map(([key, { ms, count }]) => `    ${ms.toFixed(0).padStart(6)} ms ${String(count).padStart(5)}×  ${key}`);
  console.log(
    `  trace of ${name}, main thread by event (nested events counted in each):\n${top(byEvent, 25).join('\n')}`,
  );
  if (forcedBy.size > 0) console.log(`  forced style/layout:\n${top(forcedBy, 15).join('\n')}`);
}
