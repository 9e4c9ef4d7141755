/** Spanish texts: shell. */
export const shell = {
} as const;
