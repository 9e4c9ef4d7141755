import type uPlot from 'uplot';

/**
 * A time chart whose points a click acts on (a bar opening its list, a bar zooming in), as the
 * keyboard and screen readers need them. Its functions are the chart's own, passed in rather
 * than imported here: a module shared with this lazy one would be split out of the first
 * page's chunks, which costs more than it saves.
 */
export interface ChartPoints {
  /** The name of the keyboard stop (the chart's title). */
  name: string;
  count: number;
  /** Point `index`'s time range (epoch ms, uPlot's x values). */
  range: (index: number) => { start: number; end: number } | null;
  /** How a time is said (`timestamp`). */
  time: (ms: number) => string;
  /** What is said of each point: each series' value where it has one. */
  series: ReadonlyArray<{ label: string; values: ReadonlyArray<number | null> }>;
  /** Each point's top (a stack's total), said last as `totalLabel`. */
  totals: readonly number[];
  totalLabel: string;
  format: (value: number) => string;
  /**
   * What activating a point does (a click, or Enter on the focused one), given its time range
   * and, for a click, where it was.
   */
  activate: (
    range: { start: number; end: number },
    at?: { clientX: number; clientY: number },
  ) => void;
  /**
   * Which point a click is on: uPlot's nearest by default (a line's points), or the chart's own
   * rule (a bar spans its period).
   */
  indexAt?: (chart: uPlot) => number | null;
  /** The pointer over the plot: 'pointer' by default. */
  cursor?: 'pointer' | 'zoom-in';
}

/** Least size of the focus highlight, so a zero bar or a lone point still shows one. */
const MIN_SIZE = 6;
/** Two rings, dark over light, visible on any bar colour in either colour scheme. */
const RING = '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-color-text)';

let charts = 0;

// The series with a value, then the total: a bar of seven products is mostly zeros.
function describe(at: ChartPoints, index: number): string {
  const range = at.range(index);
  const values = at.series
    .filter((s) => (s.values[index] ?? 0) > 0)
    .map((s) => `${s.label} ${at.format(s.values[index] ?? 0)}`);
  values.push(`${at.totalLabel} ${at.format(at.totals[index] ?? 0)}`);
  return `${at.time(range?.start ?? NaN)} – ${at.time(range?.end ?? NaN)}: ${values.join(', ')}`;
}

/**
 * Highcharts-style keyboard access to a uPlot chart's points: the chart is one tab stop (a
 * listbox next to the canvas, whose active option is the focused point); arrow keys move
 * between points, Home/End go to the first/last, Enter or Space does what a click does and
 * Escape leaves the chart. The option is drawn as a ring over its point.
 *
 * A sibling of the canvas box rather than the box itself: the box is role="img", whose children
 * a screen reader never reaches. pointer-events: none keeps pointer and touch use as it was;
 * only the keyboard (or a screen reader) can focus it. Loaded with the chart, not the page, so
 * the first page carries none of it; every role and attribute is set here for the same reason.
 * Returns the detach function.
 */
export function attachKeyboard(
  u: uPlot,
  box: HTMLElement,
  points: () => ChartPoints | undefined,
): () => void {
  const id = `kc-chart-${(charts += 1)}`;
  const layer = document.createElement('div');
  const option = document.createElement('div');
  layer.tabIndex = 0;
  layer.setAttribute('role', 'listbox');
  layer.style.cssText = 'position:absolute;inset:0;pointer-events:none;border-radius:4px';
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'true');
  option.style.cssText = 'position:absolute;border-radius:2px';
  layer.append(option);
  box.after(layer);

  let active = 0;
  let focused = false;

  /** The ring over the active point, in px of the layer. */
  function place() {
    const current = points();
    const range = focused && current ? current.range(active) : null;
    // Hidden by its ring alone: with display: none it would leave the accessibility tree.
    option.style.boxShadow = '';
    if (!current || !range || typeof u.valToPos !== 'function') return;
    const plot = u.over.getBoundingClientRect();
    const frame = layer.getBoundingClientRect();
    const x0 = u.valToPos(range.start, 'x');
    const x1 = u.valToPos(range.end, 'x');
    const top = Math.min(
      u.valToPos(current.totals[active] ?? 0, 'y'),
      u.valToPos(0, 'y') - MIN_SIZE,
    );
    const bottom = Math.max(u.valToPos(0, 'y'), top + MIN_SIZE);
    const width = Math.max(x1 - x0, MIN_SIZE);
    const left = Math.max(0, Math.min(x0 + (x1 - x0 - width) / 2, plot.width - width));
    Object.assign(option.style, {
      left: `${plot.left - frame.left + left}px`,
      top: `${plot.top - frame.top + Math.max(0, top)}px`,
      width: `${width}px`,
      height: `${bottom - Math.max(0, top)}px`,
      boxShadow: RING,
    });
  }

  /** Makes point `index` the active option: a new id, so a screen reader says the new one. */
  function show(index: number) {
    const current = points();
    const count = current?.count ?? 0;
    if (!current || count === 0) return;
    active = Math.max(0, Math.min(index, count - 1));
    option.id = `${id}-${active}`;
    option.setAttribute('aria-label', describe(current, active));
    option.setAttribute('aria-posinset', String(active + 1));
    option.setAttribute('aria-setsize', String(count));
    layer.setAttribute('aria-label', current.name);
    layer.setAttribute('aria-activedescendant', option.id);
    place();
  }

  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (i) => i + 1,
    ArrowDown: (i) => i + 1,
    ArrowLeft: (i) => i - 1,
    ArrowUp: (i) => i - 1,
    Home: () => 0,
    End: (_i, count) => count - 1,
  };

  function onKey(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = points();
    if (!current) return;
    const move = moves[event.key];
    const range = current.range(active);
    if (move) show(move(active, current.count));
    else if ((event.key === 'Enter' || event.key === ' ') && range) current.activate(range);
    else if (event.key === 'Escape') layer.blur();
    else return;
    event.preventDefault();
  }
  function onFocus() {
    focused = true;
    show(active);
  }
  function onBlur() {
    focused = false;
    place();
  }

  layer.addEventListener('keydown', onKey);
  layer.addEventListener('focus', onFocus);
  layer.addEventListener('blur', onBlur);
  // New data or a new size moves the bars: the ring follows. The draw hooks are read as uPlot
  // fires them, so one added now runs from the next draw on.
  const draws = u.hooks ? (u.hooks.draw ??= []) : [];
  const redraw = () => show(active);
  draws.push(redraw);
  show(0);

  return () => {
    draws.splice(draws.indexOf(redraw), 1);
    layer.remove();
  };
}
