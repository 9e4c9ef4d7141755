import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  hostValuesQuerySchema,
  hostValuesSchema,
  instantQuerySchema,
  matrixResultSchema,
  rangeQuerySchema,
  vectorResultSchema,
} from './monitoring.schema';

const MONITORING_VIEW = needs('MONITORING');

/*
 * Spec 000 §7 "Monitoring": the provider's Prometheus, filtered to the hosts (kitchen PCs) of
 * the user's restaurants. Expressions come from the catalogue (`monitoring-metrics.ts`).
 */

/**
 * GET /monitoring/label/host/values: Prometheus's label values of `host`, narrowed to the hosts
 * the user may see, sorted; `restaurantUuid` (ours) to one restaurant's.
 */
export const getHostValues = endpoint({
  method: 'GET',
  path: '/monitoring/label/host/values',
  query: hostValuesQuerySchema,
  response: hostValuesSchema,
  auth: true,
  access: MONITORING_VIEW,
});

/** GET /monitoring/query: an instant vector. */
export const queryMonitoring = endpoint({
  method: 'GET',
  path: '/monitoring/query',
  query: instantQuerySchema,
  response: vectorResultSchema,
  answersData: true,
  auth: true,
  access: MONITORING_VIEW,
});

/** GET /monitoring/query_range: a range matrix, `step` seconds apart. */
export const queryMonitoringRange = endpoint({
  method: 'GET',
  path: '/monitoring/query_range',
  query: rangeQuerySchema,
  response: matrixResultSchema,
  answersData: true,
  auth: true,
  access: MONITORING_VIEW,
});
