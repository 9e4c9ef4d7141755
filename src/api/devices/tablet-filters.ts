import { ApiError, UNEXPECTED_ANSWER_CODE } from '../request';
import type { TabletFilterEcho } from './devices.schema';

/**
 * Spec 001 §4 "Tablet data is ignored if a response's filters differ from the current
 * filters", made a rule (docs/decisions/administration.md, "Devices"): every tablet answer echoes the filters
 * it was made for; the console uses an answer only when they are the ones it asked with, and
 * keeps an older answer on screen while the next loads only when its filters are the current
 * ones (a new page of the same list), never one of other filters.
 */
export interface TabletFilters {
  /** Absent: every restaurant the user may see. */
  restaurantUuid?: string;
  model?: string;
  build?: string;
  search?: string;
}

/** The echo `filters` should come back as. */
export function echoOf(filters: TabletFilters): TabletFilterEcho {
  return {
    restaurantUuid: filters.restaurantUuid ?? null,
    model: filters.model ?? null,
    build: filters.build ?? null,
    search: filters.search?.trim() || null,
  };
}

export function sameTabletFilters(echo: TabletFilterEcho, current: TabletFilters): boolean {
  const wanted = echoOf(current);
  return (
    echo.restaurantUuid === wanted.restaurantUuid &&
    echo.model === wanted.model &&
    echo.build === wanted.build &&
    echo.search === wanted.search
  );
}

/**
 * Thrown for an answer made for other filters: the list shows its error ('unexpected answer',
 * in the user's language) and Retry, never the answer.
 */
export class StaleTabletAnswer extends ApiError {
  constructor() {
    super({
      success: false,
      code: UNEXPECTED_ANSWER_CODE,
      message: 'The tablets answer was for other filters and was ignored',
    });
    this.name = 'StaleTabletAnswer';
  }
}

/**
 * The answer, if it was made for `asked`; else `StaleTabletAnswer`. The echo is ours: an answer
 * without one is taken as is (its call was the latest asked; an older one is cancelled).
 */
export function acceptTabletAnswer<A extends { filters?: TabletFilterEcho }>(
  answer: A,
  asked: TabletFilters,
): A {
  if (answer.filters && !sameTabletFilters(answer.filters, asked)) throw new StaleTabletAnswer();
  return answer;
}

/**
 * `placeholderData` for a tablet list: the previous answer stays (dimmed) while the next page
 * loads only if it was made for the current filters; otherwise the list shows its loader.
 */
export function keepIfSameFilters(current: TabletFilters) {
  return <A extends { filters?: TabletFilterEcho }>(previous: A | undefined): A | undefined =>
    previous?.filters && sameTabletFilters(previous.filters, current) ? previous : undefined;
}
