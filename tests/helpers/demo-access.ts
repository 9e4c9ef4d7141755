import type { ModuleType } from '../../src/lib/access';

/**
 * The modules each demo account may VIEW, written out by hand from the sandbox seed
 * (sandbox/model/roles.ts), so access tests can fail when the access model is wrong.
 */
export const MANAGER_VIEWS: readonly ModuleType[] = [
  'DASHBOARD',
  'PCS',
  'EVENTS',
  'STOCK_OUT',
  'PERFORMANCE',
  'KITCHEN_PLAYER',
  'CAMERAS',
  'REPORTS',
];

/** crew@demo.kitchen: role "Shift Lead". */
export const CREW_VIEWS: readonly ModuleType[] = [
  'DASHBOARD',
  'EVENTS',
  'TIMER_CYCLE_HISTORY',
  'STOCK_OUT',
  'KITCHEN_PLAYER',
];
