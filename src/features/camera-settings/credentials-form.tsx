import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { notify } from '../../ui/feedback/notify';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { PasswordInput } from '../../ui/forms/password-input';
import { camerasMutations } from '../../api/cameras/cameras.queries';
import { SaveButtons, SaveRefusal, useCheckedSubmit } from '../../ui/forms/save-form';

/** Spec 001 §7 POST /cameras/{id}/credentials: the schema's limits (cameras.schema.ts). */
const USERNAME_MAX = 32;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 64;

/**
 * The login the recorder uses on the camera. The provider never answers the password, so the
 * form starts empty; checked before sending, and a refusal keeps what was typed.
 */
export function CredentialsForm({ camera, onDone }: { camera: Camera; onDone(): void }) {
  const { t } = useI18n();
  const save = useMutation(camerasMutations.credentials());
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { shown, trySubmit } = useCheckedSubmit({
    username: username.trim() === '' ? t('pcsAdmin.required') : undefined,
    password:
      password === ''
        ? t('pcsAdmin.required')
        : password.length < PASSWORD_MIN
          ? t('cameraSettings.passwordShort', { min: PASSWORD_MIN })
          : undefined,
  });

  function edited() {
    if (save.isError) save.reset();
  }

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    save.mutate(
      { camera, body: { username: username.trim(), password } },
      {
        onSuccess: () => {
          void notify({
            color: 'green',
            message: t('cameraSettings.credentialsSaved', { name: camera.name }),
          });
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('cameraSettings.credentials')}>
      <Stack gap="md">
        <SaveRefusal save={save} />
        <Text size="sm" c="dimmed">
          {t('cameraSettings.credentialsHint')}
        </Text>
        <LimitedTextInput
          label={t('cameraSettings.username')}
          value={username}
          onChange={(value) => {
            setUsername(value);
            edited();
          }}
          maxLength={USERNAME_MAX}
          autoComplete="off"
          required
          error={shown.username}
          data-autofocus
        />
        <PasswordInput
          label={t('cameraSettings.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            edited();
          }}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          required
          error={shown.password}
        />
        <SaveButtons save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
