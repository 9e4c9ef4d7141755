import '@mantine/core/styles/Flex.css';
import { Badge, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { multiFactorMutations } from '../../api/auth/multi-factor.api';
import { usersQueries } from '../../api/users/users.queries';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { userSettings } from '../../lib/i18n/en/user-settings';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { notify, notifyError } from '../../ui/feedback/notify';
import { errorText } from '../../ui/feedback/error-text';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { DevicePushCard } from './device-push-card';
import { CodeConfirmDialog } from './code-confirm-dialog';
import { MultiFactorSetup } from './multi-factor-setup';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodes } from './recovery-codes';

registerMessages(userSettings, authFlows);

/**
 * Security: multi-factor (enable with a QR code; new recovery codes and disable, each with a
 * current code), the password, and notifications on this device (Web Push).
 * The route puts it in the page frame.
 */
export function SecurityPage() {
  return (
    <Stack gap="md" maw={760}>
      <MultiFactorCard />
      <PasswordCard />
      <DevicePushCard />
    </Stack>
  );
}

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; secret: string | undefined }
  | { kind: 'codes'; codes: string[] };

function MultiFactorCard() {
  const { t } = useI18n();
  const { data: user } = useQuery(usersQueries.current());
  const enabled = user?.multiFactorAuthentication ?? false;
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [confirming, setConfirming] = useState<'disable' | 'reset' | null>(null);
  const start = useMutation(multiFactorMutations.start());
  const onError = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));

  function onStart() {
    start.mutate(undefined, {
      onSuccess: ({ secret }) => setStep({ kind: 'setup', secret }),
      onError,
    });
  }

  let body;
  if (step.kind === 'setup') {
    body = (
      <MultiFactorSetup
        secret={step.secret}
        onEnabled={(codes) => {
          setStep({ kind: 'codes', codes });
          void notify({ color: 'green', message: t('security.enabledNotice') });
        }}
        onCancel={() => setStep({ kind: 'status' })}
      />
    );
  } else if (step.kind === 'codes') {
    body = (
      <RecoveryCodes
        codes={step.codes}
        onDone={() => setStep({ kind: 'status' })}
        onMakeCodes={() => {
          setStep({ kind: 'status' });
          setConfirming('reset');
        }}
      />
    );
  } else {
    body = (
      <Stack>
        <Text size="sm">{enabled ? t('security.mfaOnText') : t('security.mfaOffText')}</Text>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          {enabled ? (
            <>
              <ConnectedButton variant="default" onClick={() => setConfirming('reset')}>
                {t('security.resetCodes')}
              </ConnectedButton>
              <ConnectedButton color="red" variant="light" onClick={() => setConfirming('disable')}>
                {t('security.turnOff')}
              </ConnectedButton>
            </>
          ) : (
            <ConnectedButton onClick={onStart} loading={start.isPending} disabled={!user}>
              {t('security.turnOn')}
            </ConnectedButton>
          )}
        </Flex>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mfa-title">
      <Stack>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id="mfa-title">
            {t('security.mfaTitle')}
          </Title>
          {user && (
            <Badge color={enabled ? 'green' : 'gray'} variant="light">
              {enabled ? t('security.on') : t('security.off')}
            </Badge>
          )}
        </Group>
        {body}
      </Stack>
      <CodeConfirmDialog
        opened={confirming === 'disable'}
        title={t('security.disableTitle')}
        text={t('security.disableText')}
        confirmLabel={t('security.turnOff')}
        mutation={multiFactorMutations.disable()}
        appCode={(code) => code}
        onClose={() => setConfirming(null)}
        onDone={() => {
          setConfirming(null);
          void notify({ color: 'green', message: t('security.disabledNotice') });
        }}
      />
      <CodeConfirmDialog
        opened={confirming === 'reset'}
        title={t('security.resetCodesTitle')}
        text={t('security.resetCodesText')}
        confirmLabel={t('security.resetCodes')}
        mutation={multiFactorMutations.resetRecoveryCodes()}
        appCode={(code) => ({ code })}
        recoveryCode={(recoveryCode) => ({ recoveryCode })}
        onClose={() => setConfirming(null)}
        onDone={({ recoveryCodes }) => {
          setConfirming(null);
          setStep({ kind: 'codes', codes: recoveryCodes });
        }}
      />
    </Card>
  );
}

function PasswordCard() {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
      <Stack>
        <Title order={2} size="h4" id="password-title">
          {t('password.sectionTitle')}
        </Title>
        <Text size="sm">{t('password.sectionText')}</Text>
        <Flex direction={{ base: 'column', xs: 'row' }}>
          <ConnectedButton variant="default" onClick={() => setOpened(true)}>
            {t('password.changeTitle')}
          </ConnectedButton>
        </Flex>
      </Stack>
      <PasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}
