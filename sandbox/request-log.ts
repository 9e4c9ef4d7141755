/** Every /api/v1 request the sandbox answered, for tests that count calls (e.g. one refresh). */
export interface LoggedRequest {
  method: string;
  path: string;
  /** Epoch milliseconds, from the sandbox clock. */
  time: number;
  status: number;
}

export interface RequestLog {
  record(entry: LoggedRequest): void;
  list(filter?: { path?: string; method?: string }): LoggedRequest[];
  clear(): void;
}

/** Keeps the latest entries only, so a long-running demo does not grow without bound. */
export function createRequestLog(capacity = 5000): RequestLog {
  let entries: LoggedRequest[] = [];
  return {
    record(entry) {
      entries.push(entry);
      if (entries.length > capacity) entries = entries.slice(-capacity);
    },
    list(filter = {}) {
      return entries.filter(
        (entry) =>
          (filter.path === undefined || entry.path === filter.path) &&
          (filter.method === undefined || entry.method === filter.method.toUpperCase()),
      );
    },
    clear() {
      entries = [];
    },
  };
}
