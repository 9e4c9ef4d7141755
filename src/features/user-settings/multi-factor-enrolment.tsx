import { Center, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { multiFactorMutations } from '../../api/auth/multi-factor.api';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { userSettings } from '../../lib/i18n/en/user-settings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { MultiFactorSetup } from './multi-factor-setup';
import { RecoveryCodes } from './recovery-codes';

registerMessages(userSettings, authFlows);

/**
 * Turning multi-factor on when the sign-in requires it (docs/decisions/sign-in-and-access.md, "Required
 * multi-factor setup"): the security page's own steps, one after the other and without a way
 * back. A new secret is asked for at once (PUT …/enable), then its QR code and a code from the
 * app (`MultiFactorSetup`), then the recovery codes, shown once (`RecoveryCodes`); `onDone`
 * when the user has saved them.
 */
export function MultiFactorEnrolment({ onDone }: { onDone(): void }) {
  const { t } = useI18n();
  const start = useMutation(multiFactorMutations.start());
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);
  const { mutate } = start;

  // Once: StrictMode's second run of the effect would ask for a second secret.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (start.data) return <MultiFactorSetup secret={start.data.secret} onEnabled={setCodes} />;
  if (start.error) {
    return (
      <ErrorState
        title={t('mfaSetup.startFailed')}
        message={errorText(start.error, t)}
        onRetry={() => mutate()}
      />
    );
  }
  return (
    <Center h={120}>
      <Loader aria-label={t('mfaSetup.starting')} />
    </Center>
  );
}
