/** English texts: user-settings. */
export const userSettings = {} as const;
