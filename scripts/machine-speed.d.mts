/** Types of scripts/machine-speed.mjs. */
export interface CpuLoop {
  medianMs: number;
  triesMs: number[];
}
export interface MachineSpeed {
  cpuLoopMs: { before: number; after: number | null };
  cpuLoopTriesMs: { before: number[]; after: number[] | null };
  benchmarkIndex: number | null;
  benchmarkIndexRuns: number;
}

export declare function cpuLoopMs(): number;
export declare function measureCpuLoop(tries?: number): CpuLoop;
export declare function machineSpeed(parts: {
  before: CpuLoop;
  after?: CpuLoop | null;
  benchmarkIndexes?: ReadonlyArray<number | null | undefined>;
}): MachineSpeed;
export declare function describeMachineSpeed(speed: MachineSpeed): string;
