import type { CodecResolutions, Resolution } from '../../api/cameras/cameras.schema';

/**
 * Spec 001 §5 "Video capture presets: lowres 320x240, lowres-16:9 320x180, hires and hdres
 * 1280x720, fhdres 1920x1080, 4kres 3840x2160, stdres 640x480, stdres-16:9 640x360, default
 * 640x480", in that order.
 */
export const CAPTURE_PRESETS = [
  { name: 'lowres', width: 320, height: 240 },
  { name: 'lowres-16:9', width: 320, height: 180 },
  { name: 'hires', width: 1280, height: 720 },
  { name: 'hdres', width: 1280, height: 720 },
  { name: 'fhdres', width: 1920, height: 1080 },
  { name: '4kres', width: 3840, height: 2160 },
  { name: 'stdres', width: 640, height: 480 },
  { name: 'stdres-16:9', width: 640, height: 360 },
  { name: 'default', width: 640, height: 480 },
] as const;

export type CapturePreset = (typeof CAPTURE_PRESETS)[number];
export type PresetName = CapturePreset['name'];

const DEFAULT_PRESET = CAPTURE_PRESETS.find((preset) => preset.name === 'default')!;

const same = (a: Resolution, b: Resolution) => a.width === b.width && a.height === b.height;

/** The presets that capture at this resolution ('hires' and 'hdres' both are 1280×720). */
export function presetsAt(resolution: Resolution): PresetName[] {
  return CAPTURE_PRESETS.filter((preset) => same(preset, resolution)).map((preset) => preset.name);
}

/** What the camera sends in `codec` (GET /cameras/{id}/resolutions), largest first. */
export function offeredFor(resolutions: CodecResolutions, codec: string): Resolution[] {
  const entry = resolutions.find((candidate) => candidate.codec === codec);
  return [...(entry?.resolutions ?? [])].sort(
    (a, b) => b.width * b.height - a.width * a.height || b.width - a.width,
  );
}

/** Whether the camera sends `codec` at the preset's size. */
export function presetOffered(preset: Resolution, offered: readonly Resolution[]): boolean {
  return offered.some((resolution) => same(resolution, preset));
}

/**
 * The resolution a new profile starts at: the 'default' preset (640×480) when the codec offers
 * it, otherwise the offered size with the nearest pixel count (a camera that sends 640×360 but
 * not 640×480 starts there); undefined when the codec offers none.
 */
export function startingResolution(offered: readonly Resolution[]): Resolution | undefined {
  const target = DEFAULT_PRESET.width * DEFAULT_PRESET.height;
  let best: Resolution | undefined;
  for (const resolution of offered) {
    if (same(resolution, DEFAULT_PRESET)) return resolution;
    const distance = Math.abs(resolution.width * resolution.height - target);
    if (!best || distance < Math.abs(best.width * best.height - target)) best = resolution;
  }
  return best;
}

/** '1280 × 720'. */
export function sizeText(resolution: Resolution): string {
  return `${resolution.width} × ${resolution.height}`;
}

/** A resolution as a select's value: '1280x720'. */
export function sizeKey(resolution: Resolution): string {
  return `${resolution.width}x${resolution.height}`;
}

export function parseSizeKey(key: string): Resolution | undefined {
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(key);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}
