/** Types of scripts/lighthouse-bench.mjs. */
export declare const CHROMIUM: string;
export declare const FLAGS: string[];
export declare const EMAIL: string;
export declare const PASSWORD: string;
export declare const root: string;
export declare const dist: string;
export declare const resultsDir: string;

export declare function requireBuildAndChromium(name: string): void;

export interface BenchServer {
  url: string;
  close(): void;
}
export declare function startServer(env?: Record<string, string>): Promise<BenchServer>;

export declare function prepareSignedInProfile(url: string): Promise<string>;
export declare function copyProfile(profileTemplate: string | null): {
  dir: string;
  remove(): void;
};

export interface LighthouseRun {
  finalUrl: string;
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  si: number | null;
  bytes: number | null;
  benchmarkIndex: number | null;
}
export declare function runLighthouse(
  url: string,
  profileTemplate: string | null,
  options?: { timeoutMs?: number },
): Promise<LighthouseRun>;

export declare function median(values: ReadonlyArray<number | null | undefined>): number | null;
export declare function medians<K extends string>(
  runs: ReadonlyArray<Partial<Record<K, number | null>>>,
  keys: readonly K[],
): Record<K, number | null>;
export declare function writeResults(name: string, data: unknown): void;
