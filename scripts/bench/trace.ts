// A Chromium trace for the benches (BENCH_TRACE=1): started and read over CDP, and told apart
// task by task. Each main-thread task over a limit is printed with what ran in it by kind
// (timers, events, script calls, style, layout) and, from the V8 sampling profiler the trace
// carries, the functions its script time went to. A build with hidden source maps
// (`npx vite build --sourcemap hidden`) names them by source module and line; without one,
// by the minified name and the chunk.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      functionName?: string;
      url?: string;
      timerId?: number;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Main-thread timeline events and the V8 profiler's samples, from navigation on. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
}

/** Ends the trace and reads it whole. */
export async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolveStream) =>
    cdp.once('Tracing.tracingComplete', (event) => resolveStream(event.stream!)),
  );
  await cdp.send('Tracing.end');
  const stream = await complete;
  const chunks: string[] = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    chunks.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(chunks.join('')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** What a trace event is, named for a reader: a timer, an event, a script call, a layout. */
function whatRan(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch') return `event ${data?.type ?? '?'}`;
  if (event.name === 'FunctionCall')
    return `call ${data?.functionName || '(anonymous)'} ${(data?.url ?? '').split('/').pop()}`;
  if (event.name === 'EvaluateScript' || event.name === 'v8.compileModule')
    return `${event.name} ${(data?.url ?? '').split('/').pop()}`;
  return event.name;
}

const KINDS = new Set([
  'TimerFire',
  'EventDispatch',
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'IntersectionObserverController::computeIntersections',
  'ResizeObserverController::ComputeObservations',
  'HitTest',
]);

/** The renderer's main thread: the CrRendererMain whose process ran the most tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; tasks: number } | null = null;
  for (const main of mains) {
    const tasks = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask',
    ).length;
    if (!best || tasks > best.tasks) best = { pid: main.pid, tid: main.tid, tasks };
  }
  return best;
}

/** A navigation's start (trace µs) and the renderer thread that ran it. */
export interface NavigationStart {
  ts: number;
  pid: number;
  tid: number;
}

/** The main frame's last navigation to `url`, or null. */
export function navigationStart(events: TraceEvent[], url: string): NavigationStart | null {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL === url,
  );
  const last = starts.at(-1);
  return last ? { ts: last.ts, pid: last.pid, tid: last.tid } : null;
}

/** A sample: when (trace µs), and the function it was in. */
interface Sample {
  ts: number;
  weight: number;
  frame: ProfileNode['callFrame'];
}

/** The main thread's V8 samples, each weighted by the time to the next. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profiles = new Map<string, { start: number; nodes: Map<number, ProfileNode> }>();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid && event.id)
      profiles.set(event.id, { start: event.args?.data?.startTime ?? event.ts, nodes: new Map() });
  }
  const samples: Sample[] = [];
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || !event.id) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    let at = clock.get(event.id) ?? profile.start;
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      at += data?.timeDeltas?.[index] ?? 0;
      const node = profile.nodes.get(id);
      if (node) samples.push({ ts: at, weight: 0, frame: node.callFrame });
    });
    clock.set(event.id, at);
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, index) => {
    const next = samples[index + 1];
    sample.weight = next ? Math.min(next.ts - sample.ts, 5_000) : 0;
  });
  return samples;
}

/** Names a profiler frame by its source module and line where a source map says. */
function frameNamer(
  distDir: string | undefined,
): (frame: ProfileNode['callFrame']) => { label: string; module: string } {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string): SourceMap | null => {
    if (!distDir || !url.startsWith('http')) return null;
    if (maps.has(url)) return maps.get(url)!;
    const file = join(distDir, `${new URL(url).pathname}.map`);
    const map = existsSync(file)
      ? new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as never)
      : null;
    maps.set(url, map);
    return map;
  };
  return (frame) => {
    const fn = frame.functionName || '(anonymous)';
    if (!frame.url) return { label: fn, module: fn };
    const entry = mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber) as
      { originalSource?: string; originalLine?: number; name?: string } | undefined;
    if (entry?.originalSource) {
      const source = entry.originalSource
        .replace(/^.*?node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
        .replace(/^(\.\.\/)+/, '')
        .replace(/^.*?\/(src\/)/, '$1');
      return {
        label: `${entry.name ?? fn} ${source}:${(entry.originalLine ?? 0) + 1}`,
        module: source,
      };
    }
    const chunk = frame.url.split('/').pop()!;
    return { label: `${fn} ${chunk}:${frame.lineNumber + 1}`, module: chunk };
  };
}

export interface LongTask {
  /** ms from `from`. */
  start: number;
  duration: number;
  /** What ran in it by kind, ms, largest first. */
  kinds: Array<[string, number]>;
  /** Sampled self time by function, ms, largest first. */
  functions: Array<[string, number]>;
  /** Sampled time by source module (self time), ms, largest first. */
  modules: Array<[string, number]>;
}

/**
 * Each main-thread task over `overMs` between `from` and `to` (trace µs; default the whole
 * trace), with what ran in it and where its script time went.
 */
export function longTasks(
  events: TraceEvent[],
  overMs: number,
  options: { from?: number; to?: number; thread?: NavigationStart | null; distDir?: string } = {},
): LongTask[] {
  // A fresh profile's browser also renders its new-tab page: the navigation's thread is the one.
  const main = options.thread ?? mainThread(events);
  if (!main) return [];
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  const from = options.from ?? -Infinity;
  const to = options.to ?? Infinity;
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      (event.dur ?? 0) > overMs * 1000 &&
      event.ts + event.dur! >= from &&
      event.ts <= to,
  );
  const samples = samplesOf(events, main.pid, main.tid);
  const name = frameNamer(options.distDir);
  const origin = Number.isFinite(from) ? from : (tasks[0]?.ts ?? 0);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const kinds = new Map<string, number>();
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts >= end || !KINDS.has(event.name))
        continue;
      const what = whatRan(event);
      kinds.set(what, (kinds.get(what) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const functions = new Map<string, number>();
    const modules = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const { label, module } = name(sample.frame);
      functions.set(label, (functions.get(label) ?? 0) + sample.weight / 1000);
      modules.set(module, (modules.get(module) ?? 0) + sample.weight / 1000);
    }
    const largest = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
    return {
      start: (task.ts - origin) / 1000,
      duration: task.dur! / 1000,
      kinds: largest(kinds),
      functions: largest(functions),
      modules: largest(modules),
    };
  });
}

/** The tasks as printed lines: length, what ran (kinds), and the top functions and modules. */
export function describeLongTasks(tasks: LongTask[], overMs: number, top = 6): string {
  const ms = (value: number) => value.toFixed(1);
  const lines = tasks.map((task) => {
    const kinds = task.kinds.slice(0, top).map(([what, spent]) => `${what} ${ms(spent)}`);
    const functions = task.functions.slice(0, top).map(([what, spent]) => `${what} ${ms(spent)}`);
    const modules = task.modules.slice(0, top).map(([what, spent]) => `${what} ${ms(spent)}`);
    return (
      `    ${Math.round(task.duration)} ms at ${Math.round(task.start)} ms: ${kinds.join(', ')}` +
      (functions.length ? `\n      functions (self): ${functions.join(', ')}` : '') +
      (modules.length ? `\n      modules (self): ${modules.join(', ')}` : '')
    );
  });
  const byModule = new Map<string, number>();
  for (const task of tasks)
    for (const [module, spent] of task.modules)
      byModule.set(module, (byModule.get(module) ?? 0) + spent);
  const summed = [...byModule]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top * 2)
    .map(([module, spent]) => `${module} ${ms(spent)}`);
  return (
    `  tasks over ${overMs} ms in the trace: ${tasks.length}${lines.length ? `\n${lines.join('\n')}` : ''}` +
    (summed.length ? `\n  over those tasks, sampled self time by module: ${summed.join(', ')}` : '')
  );
}
