import { Badge, Box, ColorSwatch, Group, Progress, Text } from '@mantine/core';
import { useQueueClock, useQueueClockValue } from './queue-clock';
import type { MaterialTask, QueueBatch, QueueOrder } from '../../api/production/production.schema';
import { ORDER_STATUS_INFO } from '../../api/orders/orders.constants';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import {
  animationOf,
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

/** The task status: a coloured dot and its label, which wraps in a narrow (11 %) column. */
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
      return (
        <Text size="sm" fw={600} data-bar="completed">
          {t('monitor.readyAt', {
            status: t(`monitor.status.${bar.status.key}` as MessageKey),
            time: bar.readyTime === null ? '—' : timeOfDay(bar.readyTime, { timeZone }),
          })}
        </Text>
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
            animated={animationOf(batch.animation) === 'delayed'}
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
  const { now, offsetMs } = useQueueClock();
  if (animationOf(batch.animation) !== 'delayed' && batch.taskDelayStartTime === null)
    return <Text size="sm">—</Text>;
  // The span is on the provider's clock: while it lasts, it runs to the provider's now.
  const seconds =
    batch.taskDelayStartTime === null
      ? batch.delay
      : delaySeconds(batch.taskDelayStartTime, batch.taskDelayEndTime, now - offsetMs);
  return <DelayText seconds={seconds} data="delay" label={t('monitor.delayedLabel')} />;
}

/**
 * A delay as the crew reads it from a step away: the word small, the time under it in large
 * type (≥ 20 px), both fitting an 11 % column of a tablet's table.
 */
function DelayText({
  seconds,
  label,
  data,
}: {
  seconds: number;
  label: string;
  data: 'delay' | 'task-delay';
}) {
  return (
    <Box c="red.9">
      <Text size="xs" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text
        fz="xl"
        fw={700}
        ff="monospace"
        lh={1.2}
        {...(data === 'delay' ? { 'data-delay': true } : { 'data-task-delay': true })}
      >
        {clockText(seconds)}
      </Text>
    </Box>
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
        <Text size="sm" fw={600} data-stage-cell="done">
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
            animated={animationOf(batch.animation) === 'delayed'}
          />
          <Text size="sm" fw={700}>
            {t('monitor.stageNow', { percent: cell.progress })}
          </Text>
        </Box>
      );
    case 'pending':
      return (
        <Text size="sm" c="dimmed" data-stage-cell="pending">
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

/** Timers are read from a step away: large monospace type, with a sign besides the colour. */
function BigTimer({ seconds, danger = false }: { seconds: number; danger?: boolean }) {
  return (
    <Text fz="xl" fw={700} ff="monospace" c={danger ? 'red.9' : undefined} data-timer>
      {clockText(seconds)}
    </Text>
  );
}

/** Spec 001 §4: the stock-out time ticks from its start. */
export function StockoutTimer({ start }: { start: number | null }) {
  const { now, offsetMs } = useQueueClock();
  return <BigTimer seconds={stockoutSeconds(start, now - offsetMs)} danger />;
}

/** Spec 001 §4: the hold time counts down to its expiry; only expired pans say Expired. */
export function HoldTimer({ expiresAt, expired }: { expiresAt: number | null; expired: number }) {
  const { t } = useI18n();
  const { now, offsetMs } = useQueueClock();
  if (expiresAt !== null) return <BigTimer seconds={holdSecondsLeft(expiresAt, now - offsetMs)} />;
  return expired > 0 ? <Badge color="red.9">{t('monitor.expired')}</Badge> : <>—</>;
}

/** What is left of a basket's time in the oil, on the browser's clock. */
export function OilTimer({ batch }: { batch: QueueBatch }) {
  const { now, offsetMs } = useQueueClock();
  const seconds = oilSecondsLeft(batch, now, offsetMs);
  return seconds === null ? <>—</> : <BigTimer seconds={seconds} />;
}

/**
 * A queue time; at minutes 25–35 of the hour on the kitchen's clock (`timeZone`, the
 * restaurant's) it carries the spec's hint (spec 001 §9).
 */
export function QueueTime({
  at,
  text,
  timeZone,
}: {
  at: number | null;
  text: string;
  timeZone?: string;
}) {
  const { t } = useI18n();
  if (at === null || !isQueueTimeHint(at, timeZone)) return <>{text}</>;
  return (
    <Badge variant="outline" color="violet" title={t('monitor.timeHint')} data-time-hint>
      {text}
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
  const workType = useQueueClockValue(({ now, offsetMs }) => workTypeOf(batch, now - offsetMs));
  return (
    <Box>
      <Text fw={600}>{batch.material}</Text>
      <Text
        size="sm"
        c={workType === 'COOKABLE' ? 'teal.9' : 'dimmed'}
        fw={600}
        data-work-type={workType}
      >
        {t(`monitor.workType.${workType}`)}
      </Text>
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

/** Minutes before stock-out, read from a step away (≥ 20 px on a tablet). */
export function StockoutMinutes({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <Text size="sm">—</Text>;
  return (
    <Text fz="xl" fw={700} ff="monospace" c={minutes <= 5 ? 'red.9' : undefined} data-minutes>
      {minutes}
    </Text>
  );
}

/** A piece count of the waiting, in progress or ready columns; none reads as a dash. */
export function PieceCount({ count }: { count: number }) {
  return (
    <Text fz="lg" fw={count > 0 ? 700 : 400} c={count > 0 ? undefined : 'dimmed'}>
      {count > 0 ? count : '—'}
    </Text>
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
      <Text fz="lg" fw={700}>
        {split[key]}
      </Text>
      <Text size="xs">{t(`monitor.col.${key}`)}</Text>
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
  const { now, offsetMs } = useQueueClock();
  if (task.taskDelayStartTime === null) return <Text size="sm">—</Text>;
  // The span is on the provider's clock; while it lasts, its end is the provider's now.
  const seconds = delaySeconds(task.taskDelayStartTime, task.taskDelayEndTime, now - offsetMs);
  return <DelayText seconds={seconds} data="task-delay" label={t('monitor.delayedLabel')} />;
}

/** A time the crew acts on (a task's ready time), read from a step away. */
export function BigTime({ text }: { text: string }) {
  return (
    <Text fz="xl" fw={700} ff="monospace" data-big-time>
      {text}
    </Text>
  );
}
