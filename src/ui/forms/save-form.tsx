import { Alert, Button, Flex } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../feedback/error-text';
import { ConnectedButton } from './connected-button';

registerMessages(pcsAdmin);

/** The part of a mutation a form shows: whether it runs, and why the provider refused. */
export interface Save {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
}

/**
 * A form's problems are shown once the user has tried to send it, not while the first value is
 * still being typed. `trySubmit` stops the browser's submit and says whether to send.
 */
export function useCheckedSubmit<P extends object>(problems: P) {
  const [submitted, setSubmitted] = useState(false);
  return {
    shown: (submitted ? problems : {}) as Partial<P>,
    trySubmit(event: FormEvent): boolean {
      event.preventDefault();
      setSubmitted(true);
      return !Object.values(problems).some(Boolean);
    },
  };
}

/**
 * The provider's refusal above the fields: everything typed stays, and the message goes once
 * something is changed (call `save.reset()` on change).
 */
export function SaveRefusal({ save, title }: { save: Save; title?: string }) {
  const { t } = useI18n();
  if (!save.isError) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title ?? t('pcsAdmin.saveFailed')}>
      {errorText(save.error, t)}
    </Alert>
  );
}

/**
 * Cancel and Save in a row, stacked with Save on top on a phone; Cancel waits while saving; Save
 * needs a connection.
 */
export function SaveButtons({ save, onCancel }: { save: Save; onCancel(): void }) {
  const { t } = useI18n();
  return (
    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={save.isPending}>
        {t('pcsAdmin.cancel')}
      </Button>
      <ConnectedButton type="submit" loading={save.isPending}>
        {t('pcsAdmin.save')}
      </ConnectedButton>
    </Flex>
  );
}
