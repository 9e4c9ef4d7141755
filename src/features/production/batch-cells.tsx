import { Box, ColorSwatch, Group, Progress, Text } from '@mantine/core';
import type { QueueBatch } from '../../api/production/production.schema';
import { timeOfDay } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import {
  animationOf,
  batchBar,
  clockText,
  delaySeconds,
  LAST_STAGE_NUMBER,
  stageCell,
  stageNumber,
  taskStatusOf,
} from './queue-rules';
import type { ProductionStage } from '../../api/production/production.constants';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** The spec's colour names as Mantine colours (grey is spelt gray there). */
export const STATUS_COLOUR: Record<string, string> = {
  grey: 'gray',
  red: 'red',
  yellow: 'yellow',
  green: 'green',
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
export function DelayCell({ batch, now }: { batch: QueueBatch; now: number }) {
  const { t } = useI18n();
  if (animationOf(batch.animation) !== 'delayed' && batch.taskDelayStartTime === null)
    return <Text size="sm">—</Text>;
  const seconds =
    batch.taskDelayStartTime === null
      ? batch.delay
      : delaySeconds(batch.taskDelayStartTime, batch.taskDelayEndTime, now);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="lg" fw={700} c="red.9" ff="monospace" data-delay>
        {t('monitor.delayed', { time: clockText(seconds) })}
      </Text>
    </Group>
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
