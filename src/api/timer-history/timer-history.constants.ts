/*
 * The record engine's lists: the timer-history stations (lib/timer-stations.ts) and the kitchen's
 * other operations on the same engine. Data only: the URL schema of every history page reads
 * it, so it sits in the first page's entry.
 */
import { DEFAULT_PAGE_SIZE } from '../../lib/pagination';
import {
  TIMER_STATIONS,
  TIMER_STATION_KEYS,
  type StationFilter,
  type TimerStation,
} from '../../lib/timer-stations';

/**
 * The kitchen's other records on the same engine (spec 001 §2 "Other operations": /entry-chutes
 * and /basket-events; their calls and fields are ours, docs/decisions/kitchen-records.md "Entry chutes, basket
 * events and timer analytics"). They are the EVENTS module's, not the histories'.
 */
const OPERATION_LISTS = {
  'entry-chutes': { product: 'chicken', filters: [] },
  'basket-events': { product: 'chicken', filters: ['stages'] },
} as const satisfies Record<
  string,
  { product: 'chicken' | 'potato'; filters: readonly StationFilter[] }
>;

export type OperationList = keyof typeof OPERATION_LISTS;
export const OPERATION_LIST_KEYS = Object.keys(OPERATION_LISTS) as OperationList[];

/** Every list of the record engine: a station's history or another operation's records. */
export const RECORD_LISTS = { ...TIMER_STATIONS, ...OPERATION_LISTS };
export type RecordList = TimerStation | OperationList;
export const RECORD_LIST_KEYS = [...TIMER_STATION_KEYS, ...OPERATION_LIST_KEYS];

/**
 * A fry basket's steps, the production stages it goes through (spec 001 §4 "Production stages":
 * BASKET_LOADING 2, BASKET_TRANSFER 3, BASKET_FRYING 4, CTS_TRANSFER 5): loaded with breaded
 * chicken, carried to a free fryer, fried, then lifted and dumped into the cabinet (CTS).
 */
export const BASKET_STAGES = [
  'BASKET_LOADING',
  'BASKET_TRANSFER',
  'BASKET_FRYING',
  'CTS_TRANSFER',
] as const;
export type BasketStage = (typeof BASKET_STAGES)[number];

/** What a potato station's records are of (sandbox and console agree on these two). */
export const POTATO_PRODUCTS = ['FRIES', 'HASHBROWNS'] as const;
export type PotatoProduct = (typeof POTATO_PRODUCTS)[number];

/** Which way a conveyor carried a pan: fryer to holding, or holding back to the kitchen. */
export const CONVEYOR_DIRECTIONS = ['INBOUND', 'OUTBOUND'] as const;
export type ConveyorDirection = (typeof CONVEYOR_DIRECTIONS)[number];

/** Sorts the provider offers; newest first by default (spec 001 §9 default sorts). */
export const TIMER_SORTS = ['startTime', 'duration'] as const;
export type TimerSort = (typeof TIMER_SORTS)[number];

/**
 * Rows a cursor page holds when the URL names no other size (spec 001 §9 "Page size defaults to
 * 20", 000 §9 "default list limit 20"); the provider takes up to the max.
 */
export const TIMER_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const TIMER_MAX_LIMIT = 200;
