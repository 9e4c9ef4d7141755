import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Box, ColorSwatch, Group, Progress, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useClockText, useQueueClockValue, type QueueClockReading } from './queue-clock';
import type { MaterialTask, QueueBatch, QueueOrder } from '../../api/production/production.schema';
import { ORDER_STATUS_INFO } from '../../api/orders/orders.constants';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import {
  animationOf,
  otherAnimation,
  batchBar,
  clockText,
  delaySeconds,
  holdSecondsLeft,
  isQueueTimeHint,
  LAST_STAGE_NUMBER,
  oilSecondsLeft,
  stageCell,
  stageNumber,
  stockoutSeconds,
  taskStatusOf,
  workTypeOf,
} from './queue-rules';
import type { ProductionStage } from '../../api/production/production.constants';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** The spec's colour names as Mantine colours (grey is spelt gray there). */
const STATUS_COLOUR: Record<string, string> = {
  grey: 'gray',
  red: 'red',
  yellow: 'yellow',
  green: 'green',
  purple: 'grape',
};

/** Stage colours along the line: each stage its own, always with its name beside it. */
const STAGE_COLOURS = ['gray', 'grape', 'indigo', 'blue', 'orange', 'teal', 'lime', 'green'];

/**
 * What a figure the crew acts on is (data-figure): minutes to stock-out, a delay, a ready or
 * departure time, a piece count.
 */
type FigureKind = 'stockout' | 'delay' | 'ready' | 'departure' | 'count';

/** The colours a figure takes, as Mantine names them (the spec's red; dimmed for none). */
type FigureColour = 'red.9' | 'dimmed';
const FIGURE_COLOUR: Record<FigureColour, string> = {
  'red.9': 'var(--mantine-color-red-9)',
  dimmed: 'var(--mantine-color-dimmed)',
};

/**
 * A figure read from two metres (monitor.css `.kc-figure`: 24 px on a tablet, 20 px on a phone,
 * tabular, never broken). `c` keeps the spec's colour where the figure has one. A plain element,
 * not a Mantine one: a rush redraws a hundred of them each second.
 */
export function Figure({
  kind,
  c,
  children,
  ...data
}: {
  kind: FigureKind;
  c?: FigureColour;
  children: ReactNode;
} & Record<`data-${string}`, string | boolean | undefined>) {
  // A time's day period ('PM', 'p. m.') in smaller type beside its digits: the digits are the
  // figure, and a phone's column keeps room for them. Where it has none for both, the day period
  // goes under the digits (a Spanish task table at 11 o'clock needed 322 px of a phone's 317).
  const time =
    typeof children === 'string' ? /^(\d{1,2}:\d{2}(?::\d{2})?) (.+)$/.exec(children) : null;
  return (
    <span
      className={time ? 'kc-figure kc-figure-time' : 'kc-figure'}
      style={c ? { color: FIGURE_COLOUR[c] } : undefined}
      data-figure={kind}
      {...data}
    >
      {time ? (
        <>
          <span className="kc-nowrap">{time[1]}</span>{' '}
          <span className="kc-figure-unit">{time[2]}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}

/** A figure that ticks with the queue's clock: its text written each second (useClockText). */
function TickingFigure({
  kind,
  c,
  text,
  ...data
}: {
  kind: FigureKind;
  c?: FigureColour;
  text: (reading: QueueClockReading) => string;
} & Record<`data-${string}`, string | boolean | undefined>) {
  const element = useClockText<HTMLSpanElement>(text);
  return (
    <span
      ref={element}
      className="kc-figure"
      style={c ? { color: FIGURE_COLOUR[c] } : undefined}
      data-figure={kind}
      {...data}
    />
  );
}

/** The task status: a coloured dot and its label, never broken. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useI18n();
  const info = taskStatusOf(status);
  return (
    <Group gap={6} wrap="nowrap" data-status={info.key}>
      <ColorSwatch
        size={12}
        color={`var(--mantine-color-${STATUS_COLOUR[info.color]}-6)`}
        withShadow={false}
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      {/* A two-word status may wrap between its words, never inside one. */}
      <Text size="sm" fw={600}>
        {t(`monitor.status.${info.key}` as MessageKey)}
      </Text>
    </Group>
  );
}

/**
 * The progress cell (spec 001 §4 "Queue batch display"): cancel bar, completed label with its
 * ready time, grilled bar, or the stage bar whose width grows with the stage number.
 */
export function BatchBarCell({ batch, timeZone }: { batch: QueueBatch; timeZone?: string }) {
  const { t } = useI18n();
  const bar = batchBar(batch);
  switch (bar.kind) {
    case 'cancel':
      return (
        <Box data-bar="cancel">
          <Progress value={100} color="red" size="lg" aria-hidden />
          <Text size="sm" fw={600} c="red.9">
            {t('monitor.status.CANCEL')}
          </Text>
        </Box>
      );
    case 'completed':
      // The status label with its ready time (spec 001 §4), the time as a figure.
      return (
        <Box data-bar="completed">
          <Text size="sm" fw={600}>
            {t(`monitor.status.${bar.status.key}` as MessageKey)}
          </Text>
          <Figure kind="ready">
            {bar.readyTime === null ? '—' : timeOfDay(bar.readyTime, { timeZone })}
          </Figure>
        </Box>
      );
    case 'grilled':
      return (
        <Box data-bar="grilled">
          <Progress value={100} color="orange" size="lg" striped aria-hidden />
          <Text size="sm" fw={600}>
            {t('monitor.grilledBar')}
          </Text>
        </Box>
      );
    case 'progress': {
      const name = t(`monitor.stage.${batch.stageName ?? '0'}` as MessageKey);
      const label = t('monitor.stageOf', { stage: bar.stage, total: LAST_STAGE_NUMBER, name });
      return (
        <Box data-bar="progress" data-stage={bar.stage}>
          <Progress
            value={bar.widthPercent}
            color={STAGE_COLOURS[bar.stage]}
            size="lg"
            aria-label={label}
            // A delayed batch's bar is striped, and still: moving stripes on every late row
            // restyle the page each frame, which a kitchen tablet's CPU cannot spare; nor does
            // its width glide, which would lay the table out again each frame of the glide.
            striped={animationOf(batch.animation) === 'delayed'}
            transitionDuration={0}
          />
          <Text size="sm">{name}</Text>
        </Box>
      );
    }
  }
}

/**
 * The delay cell: flat batches show nothing; delayed ones their ticking delay text (spec 001
 * §4 "delayed shows delay text"; the delay from its start, or end minus start once ended).
 */
export function DelayCell({ batch }: { batch: QueueBatch }) {
  const { t } = useI18n();
  // An animation §4 does not list shows by its name (the provider's set may grow).
  const other = otherAnimation(batch.animation);
  const shown = other && (
    <Text size="sm" fw={600} data-animation={other}>
      {other}
    </Text>
  );
  if (animationOf(batch.animation) !== 'delayed' && batch.taskDelayStartTime === null)
    return shown || <Text size="sm">—</Text>;
  const start = batch.taskDelayStartTime;
  // The span is on the provider's clock: while it lasts, it runs to the provider's now.
  const seconds = ({ now, offsetMs }: QueueClockReading) =>
    start === null ? batch.delay : delaySeconds(start, batch.taskDelayEndTime, now - offsetMs);
  return (
    <>
      {shown}
      <DelayText seconds={seconds} data="delay" label={t('monitor.delayedLabel')} />
    </>
  );
}

/** A delay as the crew reads it from two metres: the word small, the time under it a figure. */
function DelayText({
  seconds,
  label,
  data,
}: {
  seconds: (reading: QueueClockReading) => number;
  label: string;
  data: 'delay' | 'task-delay';
}) {
  return (
    <div className="kc-delay">
      <div className="kc-delay-label">{label}</div>
      <TickingFigure
        kind="delay"
        text={(reading) => clockText(seconds(reading))}
        {...(data === 'delay' ? { 'data-delay': true } : { 'data-task-delay': true })}
      />
    </div>
  );
}

/**
 * One per-stage task column's cell (spec 001 §3 "Production queue table columns"): a done stage
 * shows a tick and when it ended, the current one a bar with its percent, a later one the time
 * it is expected (prefixed '≈', dimmed); words and signs, never colour alone.
 */
export function StageCellView({
  batch,
  stage,
  timeZone,
}: {
  batch: QueueBatch;
  stage: ProductionStage;
  timeZone?: string;
}) {
  const { t } = useI18n();
  const cell = stageCell(batch, stage);
  switch (cell.kind) {
    case 'done':
      return (
        <Text size="sm" fw={600} className="kc-nowrap" data-stage-cell="done">
          {t('monitor.stageDone', { time: timeOfDay(cell.at, { timeZone }) })}
        </Text>
      );
    case 'current':
      return (
        <Box data-stage-cell="current">
          <Progress
            value={cell.progress}
            color={STAGE_COLOURS[stageNumber(stage)]}
            size="md"
            aria-hidden
            striped={animationOf(batch.animation) === 'delayed'}
            transitionDuration={0}
          />
          <Text size="sm" fw={700} className="kc-nowrap">
            {t('monitor.stageNow', { percent: cell.progress })}
          </Text>
        </Box>
      );
    case 'pending':
      return (
        <Text size="sm" c="dimmed" className="kc-nowrap" data-stage-cell="pending">
          {t('monitor.stageExpected', { time: timeOfDay(cell.expected, { timeZone }) })}
        </Text>
      );
    case 'none':
      return (
        <Text size="sm" c="dimmed" data-stage-cell="none">
          —
        </Text>
      );
  }
}

/** Timers are read from two metres: a figure, with a sign besides the colour. */
function BigTimer({
  seconds,
  kind,
  danger = false,
}: {
  seconds: (reading: QueueClockReading) => number;
  kind: FigureKind;
  danger?: boolean;
}) {
  return (
    <TickingFigure
      kind={kind}
      c={danger ? 'red.9' : undefined}
      text={(reading) => clockText(seconds(reading))}
      data-timer
    />
  );
}

/** Spec 001 §4: the stock-out time ticks from its start. */
export function StockoutTimer({ start }: { start: number | null }) {
  return (
    <BigTimer
      kind="stockout"
      seconds={({ now, offsetMs }) => stockoutSeconds(start, now - offsetMs)}
      danger
    />
  );
}

/** Spec 001 §4: the hold time counts down to its expiry; only expired pans say Expired. */
export function HoldTimer({ expiresAt, expired }: { expiresAt: number | null; expired: number }) {
  const { t } = useI18n();
  if (expiresAt !== null)
    return (
      <BigTimer
        kind="ready"
        seconds={({ now, offsetMs }) => holdSecondsLeft(expiresAt, now - offsetMs)}
      />
    );
  return expired > 0 ? <Badge color="red.9">{t('monitor.expired')}</Badge> : <>—</>;
}

/** What is left of a basket's time in the oil, on the browser's clock. */
export function OilTimer({ batch }: { batch: QueueBatch }) {
  // Whether the basket has an end in the oil is the batch's, not the clock's.
  if (oilSecondsLeft(batch, 0) === null) return <>—</>;
  return (
    <BigTimer
      kind="ready"
      seconds={({ now, offsetMs }) => oilSecondsLeft(batch, now, offsetMs) ?? 0}
    />
  );
}

/**
 * A queue time; at minutes 25–35 of the hour on the kitchen's clock (`timeZone`, the
 * restaurant's) it carries the spec's hint (spec 001 §9), an outline around it, never cutting
 * it. A departure is a figure the crew acts on (`figure`); a scheduled start is not.
 */
export function QueueTime({
  at,
  text,
  timeZone,
  figure,
}: {
  at: number | null;
  text: string;
  timeZone?: string;
  figure?: 'departure';
}) {
  const { t } = useI18n();
  const shown = figure ? (
    <Figure kind={figure}>{text}</Figure>
  ) : (
    <span className="kc-nowrap">{text}</span>
  );
  if (at === null || !isQueueTimeHint(at, timeZone)) return shown;
  return (
    <Badge
      variant="outline"
      color="violet"
      radius="sm"
      size={figure ? 'xl' : 'md'}
      tt="none"
      title={t('monitor.timeHint')}
      data-time-hint
    >
      {shown}
    </Badge>
  );
}

/**
 * The production table's type cell: the material, and under it its work type (spec 001 §3; it
 * turns Cookable when the batch is due, on the provider's clock), the demand it answers and
 * whether its fryer is linked (spec 001 §3 queue batch demandDescription, isLinkedFryer).
 */
export function BatchTypeCell({ batch }: { batch: QueueBatch }) {
  const { t } = useI18n();
  return (
    <Box>
      <Text fw={600}>{batch.material}</Text>
      <WorkTypeText batch={batch} />
      {batch.demandDescription && (
        <Text size="sm" c="dimmed" data-demand>
          {batch.demandDescription}
        </Text>
      )}
      {batch.isLinkedFryer && (
        <Text size="sm" c="dimmed" data-linked-fryer>
          {t('monitor.linkedFryer')}
        </Text>
      )}
    </Box>
  );
}

/**
 * A batch's work type under its product (spec 001 §3 "Work types: Scheduled Production
 * (CATERING), Production (PRODUCTION), Cookable (COOKABLE)"), on every table that names the
 * batch's kind: a catering batch says Scheduled Production.
 */
export function WorkTypeText({ batch }: { batch: QueueBatch }) {
  const { t } = useI18n();
  const workType = useQueueClockValue(({ now, offsetMs }) => workTypeOf(batch, now - offsetMs));
  return (
    <Text
      size="sm"
      c={workType === 'COOKABLE' ? 'teal.9' : 'dimmed'}
      fw={600}
      data-work-type={workType}
    >
      {t(`monitor.workType.${workType}`)}
    </Text>
  );
}

/** Batch size in pieces, with how much the batch was raised above the plan (batchIncreasePercent). */
export function BatchSizeCell({
  batch,
}: {
  batch: { batchSize: number; batchIncreasePercent: number };
}) {
  const { t } = useI18n();
  return (
    <Box>
      <Text size="sm">{t('monitor.pieces', { count: batch.batchSize })}</Text>
      {batch.batchIncreasePercent !== 0 && (
        <Text size="sm" fw={700} data-increase>
          {t('monitor.batchIncrease', {
            percent: `${batch.batchIncreasePercent > 0 ? '+' : ''}${batch.batchIncreasePercent}`,
          })}
        </Text>
      )}
    </Box>
  );
}

/** Minutes before stock-out, a figure (red at 5 or fewer, with the number itself). */
export function StockoutMinutes({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <Text size="sm">—</Text>;
  return (
    <Figure kind="stockout" c={minutes <= 5 ? 'red.9' : undefined} data-minutes>
      {minutes}
    </Figure>
  );
}

/** A piece count of the waiting, in progress or ready columns; none reads as a dash. */
export function PieceCount({ count }: { count: number }) {
  return (
    <Figure kind="count" c={count > 0 ? undefined : 'dimmed'}>
      {count > 0 ? count : '—'}
    </Figure>
  );
}

/**
 * An order's waiting, in progress and ready pieces in one cell, '24 · 0 · 0', where its table
 * folds the three columns into one (a phone); the table's legend says which is which.
 */
export function PieceCounts({
  counts,
}: {
  counts: { waiting: number; inProgress: number; ready: number };
}) {
  return (
    <Figure kind="count" data-piece-counts>
      {[counts.waiting, counts.inProgress, counts.ready].join(' · ')}
    </Figure>
  );
}

/** Where a batch's pieces are, on a tablet: the count, and under it waiting, in progress or ready. */
export function PieceSplitCell({
  split,
}: {
  split: { waiting: number; inProgress: number; ready: number };
}) {
  const { t } = useI18n();
  const key = (['waiting', 'inProgress', 'ready'] as const).find((where) => split[where] > 0);
  if (!key) return <Text c="dimmed">—</Text>;
  return (
    <Box data-pieces={key}>
      <Figure kind="count">{split[key]}</Figure>
      <Text size="xs" className="kc-nowrap">
        {t(`monitor.col.${key}`)}
      </Text>
    </Box>
  );
}

/**
 * An order's status (spec 001 §4 "Order statuses (label, id, stage)"): its label beside a dot of
 * its stage colour (Ready green, In Progress yellow, Waiting purple, Canceled and Incomplete red).
 */
export function OrderStatusCell({ status }: { status: QueueOrder['cateringOrderStatus'] }) {
  const { t } = useI18n();
  const colour = STATUS_COLOUR[ORDER_STATUS_INFO[status].colour] ?? 'gray';
  return (
    <Group gap={6} wrap="nowrap" data-order-status={status} data-colour={colour}>
      <ColorSwatch
        size={14}
        color={`var(--mantine-color-${colour}-6)`}
        withShadow={false}
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text size="sm" fw={600}>
        {t(`monitor.order.${status}`)}
      </Text>
    </Group>
  );
}

/** A task row's delay (spec 001 §3 taskDelay, §4 the delay from its span), ticking while it lasts. */
export function TaskDelayCell({ task }: { task: MaterialTask }) {
  const { t } = useI18n();
  const start = task.taskDelayStartTime;
  if (start === null) return <Text size="sm">—</Text>;
  // The span is on the provider's clock; while it lasts, its end is the provider's now.
  const seconds = ({ now, offsetMs }: QueueClockReading) =>
    delaySeconds(start, task.taskDelayEndTime, now - offsetMs);
  return <DelayText seconds={seconds} data="task-delay" label={t('monitor.delayedLabel')} />;
}

/** A time the crew acts on (a ready time), read from two metres. */
export function BigTime({ text }: { text: string }) {
  return (
    <Figure kind="ready" data-big-time>
      {text}
    </Figure>
  );
}
