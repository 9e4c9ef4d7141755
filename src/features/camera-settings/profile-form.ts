import {
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_TOKEN,
  type CameraProfile,
  type CameraProfileBody,
  type Codec,
  type CodecResolutions,
  type ProfileLimits,
} from '../../api/cameras/cameras.schema';
import type { Translate } from '../../lib/i18n/i18n';
import { offeredFor, parseSizeKey, sizeKey, startingResolution } from './capture-presets';

/** The profile form as typed: numbers are `number | string` ('' for an empty NumberInput). */
export interface ProfileDraft {
  /** The profile's token: typed on create, fixed on edit. */
  token: string;
  name: string;
  codec: Codec | '';
  /** '1280x720', or '' when the codec offers none. */
  size: string;
  fps: number | string;
  bitrateKbps: number | string;
}

export type ProfileProblems = Partial<Record<keyof ProfileDraft, string>>;

/** `value` moved inside the bounds the camera gives; a bound it does not give holds nothing. */
function within(value: number, min: number | undefined, max: number | undefined): number {
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
}

/** The bounds the camera gives, in words ('From 1 to 30', 'At least 1'); none: undefined. */
export function boundsText(
  t: Translate,
  min: number | undefined,
  max: number | undefined,
): string | undefined {
  if (min !== undefined && max !== undefined) return t('pcsAdmin.range', { min, max });
  if (min !== undefined) return t('cameraSettings.bounds.atLeast', { min });
  if (max !== undefined) return t('cameraSettings.bounds.atMost', { max });
  return undefined;
}

/**
 * A new profile: the first codec the camera offers, at the 'default' capture preset's size when
 * it sends that (spec 001 §5), 10 fps and 1024 kbps (a sub stream's figures), each kept inside
 * the camera's limits.
 */
export function emptyProfileDraft(
  resolutions: CodecResolutions,
  limits: ProfileLimits,
  taken: readonly string[],
): ProfileDraft {
  const codec = resolutions[0]?.codec ?? '';
  const start = startingResolution(offeredFor(resolutions, codec));
  let n = taken.length + 1;
  while (taken.includes(`profile${n}`)) n++;
  return {
    token: `profile${n}`,
    name: '',
    codec,
    size: start ? sizeKey(start) : '',
    fps: within(10, limits.minFps, limits.maxFps),
    bitrateKbps: within(1024, limits.minBitrateKbps, limits.maxBitrateKbps),
  };
}

export function profileDraftOf(profile: CameraProfile): ProfileDraft {
  return {
    token: profile.uuid,
    name: profile.name,
    codec: profile.codec,
    size: sizeKey(profile),
    // A rate the answer did not give is left empty for the user to fill, never guessed.
    fps: profile.fps ?? '',
    bitrateKbps: profile.bitrateKbps ?? '',
  };
}

/**
 * What is wrong with the draft before anything is sent: the camera's own rules (its codecs, the
 * sizes each sends, its fps and bitrate limits), which the provider checks too (400).
 */
export function profileProblems(
  draft: ProfileDraft,
  resolutions: CodecResolutions,
  limits: ProfileLimits,
  t: Translate,
  { creating, taken }: { creating: boolean; taken: readonly string[] },
): ProfileProblems {
  const problems: ProfileProblems = {};
  if (creating) {
    if (!PROFILE_TOKEN.test(draft.token.trim())) problems.token = t('cameraSettings.tokenRule');
    else if (taken.includes(draft.token.trim())) problems.token = t('cameraSettings.tokenTaken');
  }
  if (draft.name.trim() === '') problems.name = t('pcsAdmin.required');
  else if (draft.name.trim().length > PROFILE_NAME_MAX_LENGTH)
    problems.name = t('pcsAdmin.tooLong', { max: PROFILE_NAME_MAX_LENGTH });
  if (draft.codec === '') problems.codec = t('pcsAdmin.required');
  const size = parseSizeKey(draft.size);
  if (!size) problems.size = t('pcsAdmin.required');
  else if (
    draft.codec !== '' &&
    !offeredFor(resolutions, draft.codec).some(
      (r) => r.width === size.width && r.height === size.height,
    )
  )
    problems.size = t('cameraSettings.sizeNotOffered');
  const whole = (value: number | string, min: number | undefined, max: number | undefined) =>
    value === ''
      ? t('pcsAdmin.required')
      : !Number.isInteger(Number(value))
        ? t('pcsAdmin.wholeNumber')
        : within(Number(value), min, max) !== Number(value)
          ? boundsText(t, min, max)
          : undefined;
  problems.fps = whole(draft.fps, limits.minFps, limits.maxFps);
  problems.bitrateKbps = whole(draft.bitrateKbps, limits.minBitrateKbps, limits.maxBitrateKbps);
  for (const key of Object.keys(problems) as Array<keyof ProfileDraft>)
    if (problems[key] === undefined) delete problems[key];
  return problems;
}

/** The body of a valid draft. */
export function profileBody(draft: ProfileDraft): CameraProfileBody {
  const size = parseSizeKey(draft.size)!;
  return {
    name: draft.name.trim(),
    codec: draft.codec as Codec,
    width: size.width,
    height: size.height,
    fps: Number(draft.fps),
    bitrateKbps: Number(draft.bitrateKbps),
  };
}
