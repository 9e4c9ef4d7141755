import type { SandboxApi } from '../context';

/** The sandbox's the remaining /analytic/{name} calls behind the events analytics page (spec 000 §7). */
export function registerEventsAnalyticsRoutes(api: SandboxApi): void {
  void api;
}
