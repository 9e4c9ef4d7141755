/**
 * GPU metrics for the real stack: Debian has no GPU exporter, so the sandbox writes DCGM-named
 * metrics per host into node-exporter's textfile directory (the same figures the simulated
 * source serves), and Prometheus's `gpu` job keeps their `host` label (monitoring/prometheus.yml).
 * Written whole to a temporary file and renamed, so node-exporter never reads half a file.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GPU_DEVICE, gpuFiguresAt, type SimulationState } from './simulated';

const GPU_TEXTFILE_NAME = 'kitchen-gpu.prom';

const HELP: Record<string, string> = {
  DCGM_FI_DEV_GPU_TEMP: 'GPU temperature (in C).',
  DCGM_FI_DEV_GPU_UTIL: 'GPU utilization (in %).',
  DCGM_FI_DEV_MEM_COPY_UTIL: 'Memory utilization (in %).',
  DCGM_FI_DEV_ENC_UTIL: 'Encoder utilization (in %).',
  DCGM_FI_DEV_DEC_UTIL: 'Decoder utilization (in %).',
  DCGM_FI_DEV_FB_USED: 'Framebuffer memory used (in MiB).',
  DCGM_FI_DEV_FB_FREE: 'Framebuffer memory free (in MiB).',
};

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The exposition text of every host's GPU at `t` (epoch seconds). */
function gpuExposition(
  hosts: readonly string[],
  t: number,
  state: Pick<SimulationState, 'gpuTemperature'>,
): string {
  const figures = hosts.flatMap((host) => {
    const values = gpuFiguresAt(host, t, state);
    return values ? [{ host, values }] : [];
  });
  return Object.keys(HELP)
    .flatMap((name) => [
      `# HELP ${name} ${HELP[name]}`,
      `# TYPE ${name} gauge`,
      ...figures.map(({ host, values }) => {
        const labels = { host, ...GPU_DEVICE };
        const text = Object.entries(labels)
          .map(([key, value]) => `${key}=${quote(value)}`)
          .join(',');
        return `${name}{${text}} ${values[name]}`;
      }),
    ])
    .join('\n')
    .concat('\n');
}

export function writeGpuTextfile(
  directory: string,
  hosts: readonly string[],
  t: number,
  state: Pick<SimulationState, 'gpuTemperature'>,
): void {
  const target = path.join(directory, GPU_TEXTFILE_NAME);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, gpuExposition(hosts, t, state));
  renameSync(temporary, target);
}
