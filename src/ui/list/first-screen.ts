import { MOBILE_QUERY } from '../theme/theme';

/** What stands above a list, about: the app's header, the page's title and its toolbar. */
const ABOVE_LIST_PX = 200;

/**
 * About how many of a list's rows the first screen shows, from their height as a browser
 * measures them (a phone's card; a table row from 575 px up) and the window's: a route's loader
 * asks for those rows' pictures as soon as the list answers, rather than after the rows have
 * rendered. At least one; no more than show, since each shares the phone's slow link with the
 * first, the page's largest paint.
 */
export function firstScreenRows(height: { row: number; card: number }): number {
  const perRow = window.matchMedia(MOBILE_QUERY).matches ? height.card : height.row;
  return Math.max(1, Math.floor((window.innerHeight - ABOVE_LIST_PX) / perRow));
}
