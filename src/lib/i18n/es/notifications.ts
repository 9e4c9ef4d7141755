/** Spanish texts: notifications. */
export const notifications = {
} as const;
