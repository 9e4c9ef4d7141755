/** English texts: auth-flows. */
export const authFlows = {} as const;
