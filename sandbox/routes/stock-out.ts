import type { SandboxApi } from '../context';

/** The sandbox's stock-out reports (spec 000 §7, 001 §7). */
export function registerStockOutRoutes(api: SandboxApi): void {
  void api;
}
