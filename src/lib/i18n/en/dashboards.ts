/** English texts: the dashboards (spec 000 §3 dashboard sections). */
export const dashboards = {} as const;
