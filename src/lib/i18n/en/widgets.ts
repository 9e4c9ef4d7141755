/** English texts: widgets. */
export const widgets = {
} as const;
