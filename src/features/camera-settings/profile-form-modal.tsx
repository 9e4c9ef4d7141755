import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  PROFILE_NAME_MAX_LENGTH,
  type Camera,
  type CameraProfile,
  type Codec,
  type CodecResolutions,
  type ProfileLimits,
} from '../../api/cameras/cameras.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/forms/form-modal';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { NumberInput } from '../../ui/forms/number-input';
import { camerasMutations } from '../../api/cameras/cameras.queries';
import {
  CAPTURE_PRESETS,
  offeredFor,
  parseSizeKey,
  presetOffered,
  presetsAt,
  sizeKey,
  sizeText,
  startingResolution,
} from './capture-presets';
import {
  boundsText,
  emptyProfileDraft,
  profileBody,
  profileDraftOf,
  profileProblems,
  type ProfileDraft,
} from './profile-form';
import { SaveButtons, SaveRefusal } from '../../ui/forms/save-form';
import { useKeptForm } from '../../ui/forms/use-kept-form';

export type ProfileFormTarget = { kind: 'create' } | { kind: 'edit'; profile: CameraProfile };

interface FormProps {
  target: ProfileFormTarget;
  camera: Camera;
  resolutions: CodecResolutions;
  limits: ProfileLimits;
  /** The camera's profile tokens. */
  taken: readonly string[];
}

/**
 * Create or edit a camera profile (POST and PUT /cameras/{id}/profiles/{profileId}); full
 * screen on a phone. The codec offers what the camera encodes, the resolution what it sends in
 * that codec, and a capture preset (spec 001 §5) picks a resolution by its name.
 */
export function ProfileFormModal({
  target,
  onClose,
  ...props
}: Omit<FormProps, 'target'> & { target: ProfileFormTarget | null; onClose(): void }) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.kind === 'edit'
          ? t('cameraSettings.editProfileTitle', { name: target.profile.name })
          : t('cameraSettings.newProfileTitle')
      }
      formKey={target?.kind === 'edit' ? target.profile.uuid : 'new'}
      size="lg"
    >
      {target && <ProfileForm target={target} {...props} onDone={onClose} />}
    </FormModal>
  );
}

function ProfileForm({
  target,
  camera,
  resolutions,
  limits,
  taken,
  onDone,
}: FormProps & { onDone(): void }) {
  const { t } = useI18n();
  const creating = target.kind === 'create';
  const { draft, change, shown, trySubmit, save, create, update } = useKeptForm({
    editing: !creating,
    create: camerasMutations.createProfile(),
    update: camerasMutations.updateProfile(),
    initial: (): ProfileDraft =>
      target.kind === 'edit'
        ? profileDraftOf(target.profile)
        : emptyProfileDraft(resolutions, limits, taken),
    problems: (typed) => profileProblems(typed, resolutions, limits, t, { creating, taken }),
    savedMessage: (profile, created) =>
      t(created ? 'cameraSettings.profileAdded' : 'cameraSettings.profileSaved', {
        name: profile.name,
      }),
    onDone,
  });
  const offered = draft.codec === '' ? [] : offeredFor(resolutions, draft.codec);
  const size = parseSizeKey(draft.size);
  const preset = size ? (presetsAt(size)[0] ?? null) : null;

  function chooseCodec(codec: string) {
    if (!codec) return;
    const sizes = offeredFor(resolutions, codec);
    // Keep the size when the new codec sends it too; otherwise the nearest to the default preset.
    const kept = size && presetOffered(size, sizes) ? size : startingResolution(sizes);
    change({ codec: codec as Codec, size: kept ? sizeKey(kept) : '' });
  }

  function choosePreset(name: string) {
    const chosen = CAPTURE_PRESETS.find((candidate) => candidate.name === name);
    if (chosen) change({ size: sizeKey(chosen) });
  }

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    const body = profileBody(draft);
    if (target.kind === 'edit') update({ camera, token: target.profile.uuid, body });
    else create({ camera, token: draft.token.trim(), body });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('cameraSettings.profileForm')}>
      <Stack gap="md">
        <SaveRefusal save={save} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'end' }}>
          <LimitedTextInput
            label={t('cameraSettings.field.name')}
            value={draft.name}
            onChange={(name) => change({ name })}
            maxLength={PROFILE_NAME_MAX_LENGTH}
            required
            error={shown.name}
            data-autofocus
          />
          <LimitedTextInput
            label={t('cameraSettings.field.token')}
            description={creating ? t('cameraSettings.tokenHint') : undefined}
            value={draft.token}
            onChange={(token) => change({ token })}
            maxLength={32}
            readOnly={!creating}
            required={creating}
            error={shown.token}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'end' }}>
          <NativeSelect
            label={t('cameraSettings.field.codec')}
            data={resolutions.map((entry) => entry.codec)}
            value={draft.codec}
            onChange={(event) => chooseCodec(event.currentTarget.value)}
            required
            error={shown.codec}
          />
          <NativeSelect
            label={t('cameraSettings.field.resolution')}
            data={[
              ...(draft.size === '' ? [{ value: '', label: '' }] : []),
              ...offered.map((resolution) => {
                const names = presetsAt(resolution);
                return {
                  value: sizeKey(resolution),
                  label: names.length
                    ? `${sizeText(resolution)} (${names.join(', ')})`
                    : sizeText(resolution),
                };
              }),
            ]}
            value={draft.size}
            onChange={(event) => change({ size: event.currentTarget.value })}
            required
            error={shown.size}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('cameraSettings.field.preset')}
          description={t('cameraSettings.presetHint')}
          data={[
            { value: '', label: t('cameraSettings.customSize') },
            ...CAPTURE_PRESETS.map((candidate) => ({
              value: candidate.name,
              label: `${candidate.name} · ${sizeText(candidate)}`,
              // A preset the camera does not send in this codec cannot be chosen.
              disabled: !presetOffered(candidate, offered),
            })),
          ]}
          value={preset ?? ''}
          onChange={(event) => choosePreset(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'end' }}>
          <NumberInput
            label={t('cameraSettings.field.fps')}
            description={boundsText(t, limits.minFps, limits.maxFps)}
            value={draft.fps}
            onChange={(fps) => change({ fps })}
            min={limits.minFps}
            max={limits.maxFps}
            allowDecimal={false}
            allowNegative={false}
            // Out of range is said, not silently changed.
            clampBehavior="none"
            required
            error={shown.fps}
          />
          <NumberInput
            label={t('cameraSettings.field.bitrate')}
            description={boundsText(t, limits.minBitrateKbps, limits.maxBitrateKbps)}
            value={draft.bitrateKbps}
            onChange={(bitrateKbps) => change({ bitrateKbps })}
            min={limits.minBitrateKbps}
            max={limits.maxBitrateKbps}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            required
            error={shown.bitrateKbps}
          />
        </SimpleGrid>
        <SaveButtons save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
