import type { SandboxApi } from '../context';

/** The sandbox's chicken performance (spec 000 §7). */
export function registerPerformanceRoutes(api: SandboxApi): void {
  void api;
}
