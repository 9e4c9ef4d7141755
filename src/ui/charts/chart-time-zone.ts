import { createContext } from 'react';

/**
 * The time zone a chart's times are shown in: the chosen kitchen's, which the signed-in frame
 * provides, so an axis, a point and the page's range say the same hour wherever the phone is.
 * Absent (no kitchen chosen), the browser's, as the page's other times.
 */
export const ChartTimeZone = createContext<string | undefined>(undefined);
