import type { SandboxApi } from '../context';

/** The sandbox's reports: list, delete, zip download (spec 000 §7). */
export function registerReportRoutes(api: SandboxApi): void {
  void api;
}
