import { PRODUCTION_STAGES } from '../../src/api/production/production.constants';
import type { QueueBatch } from '../../src/api/production/production.schema';

/** A production batch at breading, status GO, created at `createdAt`; `overrides` change it. */
export function queueBatch(
  overrides: Partial<QueueBatch> = {},
  createdAt = Date.now(),
): QueueBatch {
  return {
    batchId: 1,
    uuid: 'b-1',
    batchNumber: 101,
    priority: 1,
    queueType: 'PRODUCTION_QUEUE',
    material: 'Filets',
    status: 2,
    state: 'ACTIVATED',
    stageName: 'BREADING',
    stageProgress: 10,
    stagesEstimate: [],
    batchSize: 24,
    batchIncreasePercent: 0,
    workCenter: null,
    minuteDemand: 250,
    minutesBeforeStockout: 12,
    stockoutTime: createdAt + 12 * 60_000,
    stockoutStartTime: null,
    delay: 0,
    taskDelayStartTime: null,
    taskDelayEndTime: null,
    animation: 'flat',
    grilled: false,
    catering: false,
    demandDescription: null,
    restaurantDepartureTime: null,
    isLinkedFryer: true,
    fryer: null,
    scheduledTime: null,
    readyTime: null,
    createdAt,
    containers: [],
    packages: [],
    ...overrides,
  };
}

/**
 * The six stages' estimates, `step` ms apart, the first ending at `firstEnd`; the first `done`
 * have ended (their completion time is their expected one).
 */
export function stageEstimates(
  done: number,
  firstEnd: number,
  step = 10_000,
): QueueBatch['stagesEstimate'] {
  return PRODUCTION_STAGES.map((stageName, index) => {
    const end = firstEnd + index * step;
    return { stageName, completionTime: index < done ? end : null, expectedCompletionTime: end };
  });
}

/** Our fields a batch carries beyond spec 001 §3 line 88's. */
const OURS = ['queueType', 'state', 'scheduledTime', 'readyTime', 'createdAt', 'fryer'] as const;

/**
 * A batch with the spec's fields only (001 §3 line 88), as a provider of the spec sends it: a
 * `queueBatch` without ours, then `overrides` (any value, as a provider might send it).
 */
export function specBatch(uuid: string, overrides: Record<string, unknown> = {}) {
  const batch: Record<string, unknown> = { ...queueBatch({ uuid }) };
  for (const field of OURS) delete batch[field];
  return { ...batch, ...overrides };
}
