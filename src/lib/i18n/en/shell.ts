/** English texts: shell. */
export const shell = {
} as const;
