/** Spanish texts: widgets. */
export const widgets = {
} as const;
