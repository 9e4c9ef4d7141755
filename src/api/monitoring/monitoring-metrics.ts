/*
 * The PromQL catalogue the monitoring pages send. It lives in `monitoring-metrics.constants.ts`
 * so that the sandbox, in Node, imports it without the pages' code; pages import it from here.
 */
export * from './monitoring-metrics.constants';
