import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import { Alert, Button, Flex, Modal, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { DeviceSet } from '../../api/restaurants/restaurants-admin.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { ErrorState } from '../../ui/feedback/error-state';
import { PageLoader } from '../../ui/feedback/page-loader';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { DevicePicker } from './device-picker';
import { ConnectedButton } from '../../ui/forms/connected-button';

/**
 * The frame the assign and move dialogs share: a set of devices to pick from (loading, failed
 * with Retry, or empty), what else the dialog asks (`children`: where they go), and a refusal
 * above, keeping what was picked. Full screen on a phone.
 */
export function DevicesModal({
  title,
  intro,
  devices,
  emptyText,
  failedTitle,
  error,
  pending,
  submitLabel,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: string;
  devices: UseQueryResult<DeviceSet>;
  emptyText: string;
  failedTitle: string;
  /** The call's failure, if the last one failed. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  children?: ReactNode;
  /** With the picked devices' uuids (at least one). */
  onSubmit(picked: string[]): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [pickProblem, setPickProblem] = useState<string | undefined>();
  const set = devices.data;
  const empty = set && set.pcs.length + set.tablets.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Only devices still in the set: one that left it since (another tab) is not sent.
    const still = [...picked].filter(
      (uuid) =>
        set?.pcs.some((pc) => pc.uuid === uuid) || set?.tablets.some((tb) => tb.uuid === uuid),
    );
    if (still.length === 0) {
      setPickProblem(t('restaurantsAdmin.devices.pick'));
      return;
    }
    onSubmit(still);
  }

  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={title}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          {error !== null && error !== undefined && (
            <Alert color="red" variant="light" title={failedTitle} role="alert">
              {errorText(error, t)}
            </Alert>
          )}
          {devices.isPending && <PageLoader />}
          {devices.isError && !set && (
            <ErrorState
              title={t('restaurantsAdmin.devices.loadFailed')}
              message={errorText(devices.error, t)}
              onRetry={() => void devices.refetch()}
            />
          )}
          {empty && <Text size="sm">{emptyText}</Text>}
          {set && !empty && (
            <DevicePicker
              devices={set}
              picked={picked}
              error={pickProblem}
              onChange={(next) => {
                setPicked(next);
                setPickProblem(undefined);
              }}
            />
          )}
          {children}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('restaurantsAdmin.cancel')}
            </Button>
            <ConnectedButton type="submit" loading={pending} disabled={!set || empty}>
              {submitLabel}
            </ConnectedButton>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}
