/** Types of scripts/monitoring-stack.mjs. */
export declare const PROMETHEUS_BIN: string;
export declare const NODE_EXPORTER_BIN: string;
export declare const MONITORING_PACKAGES: string[];
export declare function monitoringInstalled(): boolean;

export interface MonitoringStack {
  prometheusUrl: string;
  nodeExporterUrl: string;
  textfileDir: string;
  dir: string;
  /** SANDBOX_PROMETHEUS_URL and SANDBOX_NODE_TEXTFILE_DIR for the sandbox. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export declare function startMonitoringStack(options?: {
  waitForData?: boolean;
}): Promise<MonitoringStack>;
