/*
 * The PromQL catalogue the monitoring pages send. It lives in `monitoring-metrics.constants.ts`
 * because the sandbox's type project reads only `*.constants.ts`, `*.schema.ts` and
 * `*.endpoints.ts` files of src/api (tsconfig.node.json); pages import it from here.
 */
export * from './monitoring-metrics.constants';
