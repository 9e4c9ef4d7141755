/** Spanish texts: date-widgets. */
export const dateWidgets = {
} as const;
