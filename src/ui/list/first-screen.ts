import { MOBILE_QUERY } from '../theme/theme';

/**
 * About how many of a list's rows the first screen shows, from their height as a browser
 * measures them (a phone's card; a table row from 575 px up) and the window's, less what stands
 * above the list: a route's loader asks for those rows' pictures as soon as the list answers,
 * rather than after the rows have rendered.
 */
export function firstScreenRows(height: { row: number; card: number }): number {
  const perRow = window.matchMedia(MOBILE_QUERY).matches ? height.card : height.row;
  return Math.max(1, Math.floor(window.innerHeight / perRow));
}
