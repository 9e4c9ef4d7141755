/*
 * The content-security-policy violations browsers reported (csp-reports.ts receives them), kept
 * for the control API. On its own so that the sandbox's context can hold it without importing the
 * route that fills it.
 */

/** One violation, as the Reporting API's `csp-violation` body names its fields. */
export interface CspReport {
  /** Epoch ms the sandbox received it. */
  receivedTime: number;
  /** `report-to` (Reporting API) or `report-uri` (the older form, Firefox and Safari). */
  via: 'report-to' | 'report-uri';
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  disposition: string;
  sourceFile: string;
  lineNumber: number | null;
  sample: string;
}

export interface CspReports {
  record(reports: CspReport[]): void;
  /** Oldest first. */
  list(): CspReport[];
  clear(): void;
}

/** The reports kept: the newest ones. */
const KEPT = 200;

export function createCspReports(): CspReports {
  const reports: CspReport[] = [];
  return {
    record(added) {
      reports.push(...added);
      reports.splice(0, Math.max(0, reports.length - KEPT));
    },
    list: () => [...reports],
    clear: () => void reports.splice(0),
  };
}
