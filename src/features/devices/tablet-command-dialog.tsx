import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Button,
  Flex,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  COMMAND_ACK_POLL_MS,
  COMMAND_ACK_TIMEOUT_MS,
  DEFAULT_ALTERNATE_TIME,
  DEFAULT_TABLET_ACTION,
  MAX_ALTERNATE_TIME,
  MIN_ALTERNATE_TIME,
  TABLET_ACTIONS,
  TABLET_COMMAND_STATUSES,
  type TabletAction,
} from '../../api/devices/devices.constants';
import { devicesMutations, devicesQueries } from '../../api/devices/devices.queries';
import {
  tabletActionLabel,
  type Tablet,
  type TabletCommand,
  type TabletPage,
} from '../../api/devices/devices.schema';
import { timeOfDay } from '../../lib/format';
import { isKnown } from '../../lib/known-value';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { NumberInput } from '../../ui/forms/number-input';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { ConnectedButton } from '../../ui/forms/connected-button';

export interface CommandValues {
  action: TabletAction;
  streamName: string;
  alternateView: boolean;
  /** As typed: '' when the field is empty. */
  alternateTime: number | string;
}

/** Spec 001 §3 / §9: action START, alternate time 10 s. */
export const COMMAND_DEFAULTS: CommandValues = {
  action: DEFAULT_TABLET_ACTION,
  streamName: '',
  alternateView: false,
  alternateTime: DEFAULT_ALTERNATE_TIME,
};

export interface CommandProblems {
  streamName?: 'required';
  alternateTime?: 'range';
}

/** The form's problems, as the provider checks them: START needs a stream; 1–3600 whole s. */
export function commandProblems(values: CommandValues): CommandProblems {
  const problems: CommandProblems = {};
  if (values.action === 'START' && values.streamName === '') problems.streamName = 'required';
  const time = values.alternateTime;
  if (
    typeof time !== 'number' ||
    !Number.isInteger(time) ||
    time < MIN_ALTERNATE_TIME ||
    time > MAX_ALTERNATE_TIME
  )
    problems.alternateTime = 'range';
  return problems;
}

/**
 * Send a command to a tablet (POST /tablets/command/{id}; spec 001 §3 "Tablet command"): the
 * action (START by default), the stream to show from its restaurant's zones, the alternate
 * view and its time (10 s by default). A refusal shows the provider's message in the form and
 * keeps every choice. Once sent, the dialog follows the command to the tablet: sent, then
 * acknowledged, or no answer after COMMAND_ACK_TIMEOUT_MS; sent and no more when the provider
 * reports no acknowledgements.
 */
export function TabletCommandDialog({
  tablet,
  onClose,
}: {
  tablet: Tablet | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={tablet !== null}
      onClose={onClose}
      title={tablet ? t('devices.commandTitle', { tablet: tablet.name }) : ''}
      fullScreen={isMobile}
      centered
    >
      {tablet?.restaurantUuid && (
        <CommandForm
          key={tablet.uuid}
          tablet={tablet}
          restaurantUuid={tablet.restaurantUuid}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CommandForm({
  tablet,
  restaurantUuid,
  onDone,
}: {
  tablet: Tablet;
  restaurantUuid: string;
  onDone(): void;
}) {
  const { t } = useI18n();
  const streams = useQuery(devicesQueries.streams(restaurantUuid));
  const send = useMutation(devicesMutations.command());
  const [sent, setSent] = useState<TabletCommand | null>(null);
  const [values, setValues] = useState<CommandValues>(COMMAND_DEFAULTS);
  const [submitted, setSubmitted] = useState(false);
  const problems = commandProblems(values);
  const shown = submitted ? problems : {};

  function set(change: Partial<CommandValues>) {
    setValues((previous) => ({ ...previous, ...change }));
    if (send.isError) send.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    send.mutate(
      {
        uuid: tablet.uuid,
        body: {
          action: values.action,
          ...(values.streamName ? { streamName: values.streamName } : {}),
          alternateView: values.alternateView,
          alternateTime: values.alternateTime as number,
        },
      },
      { onSuccess: setSent },
    );
  }

  if (sent)
    return (
      <CommandProgress
        tablet={tablet}
        restaurantUuid={restaurantUuid}
        command={sent}
        onDone={onDone}
      />
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {send.isError && (
          <Alert color="red" variant="light" role="alert" title={t('errors.title')}>
            {errorText(send.error, t)}
          </Alert>
        )}
        <NativeSelect
          label={t('devices.action')}
          data={TABLET_ACTIONS.map((action) => ({
            value: action,
            label: t(`devices.action.${action}`),
          }))}
          value={values.action}
          onChange={(event) =>
            set({
              action:
                TABLET_ACTIONS.find((action) => action === event.currentTarget.value) ??
                DEFAULT_TABLET_ACTION,
            })
          }
        />
        <NativeSelect
          label={t('devices.streamName')}
          required={values.action === 'START'}
          disabled={!streams.data}
          data={[
            { value: '', label: t('devices.streamPlaceholder') },
            ...(streams.data ?? []).map((stream) => ({ value: stream, label: stream })),
          ]}
          value={values.streamName}
          onChange={(event) => set({ streamName: event.currentTarget.value })}
          error={
            streams.isError
              ? t('devices.streamsFailed')
              : shown.streamName
                ? t('devices.streamRequired')
                : undefined
          }
        />
        <Switch
          label={t('devices.alternateView')}
          checked={values.alternateView}
          onChange={(event) => set({ alternateView: event.currentTarget.checked })}
        />
        <NumberInput
          label={t('devices.alternateTime')}
          value={values.alternateTime}
          onChange={(value) => set({ alternateTime: value })}
          min={MIN_ALTERNATE_TIME}
          max={MAX_ALTERNATE_TIME}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={
            shown.alternateTime
              ? t('devices.alternateTimeRange', {
                  min: MIN_ALTERNATE_TIME,
                  max: MAX_ALTERNATE_TIME,
                })
              : undefined
          }
        />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {t('devices.cancel')}
          </Button>
          <ConnectedButton type="submit" loading={send.isPending}>
            {t('devices.send')}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}

/**
 * What the provider says of a sent command: the tablet acknowledged it (at `time`, when told),
 * not yet, or nothing at all. A provider that answers the command without our `uuid` and
 * `status`, or lists the tablet without `lastCommand` (spec 001 §3 "Tablet: uuid, name,
 * remoteAccess, model, build"), does not report acknowledgements: the command was sent, and
 * waiting for an answer that never comes would call that a failure.
 */
type Progress = { acknowledged: number | null } | 'waiting' | 'unreported';

function progressOf(
  command: TabletCommand,
  page: TabletPage | undefined,
  tabletUuid: string,
): Progress {
  if (command.uuid === undefined || command.status === undefined) return 'unreported';
  const row = page?.content.find((candidate) => candidate.uuid === tabletUuid);
  if (!row) return 'waiting';
  const last = row.lastCommand;
  if (last === undefined) return 'unreported';
  if (last === null || last.uuid !== command.uuid) return 'waiting';
  // A status of the provider's own says nothing of an acknowledgement to wait for.
  if (last.status === undefined || !isKnown(TABLET_COMMAND_STATUSES, last.status))
    return 'unreported';
  return last.status === 'ACKNOWLEDGED'
    ? { acknowledged: last.acknowledgedTime ?? null }
    : 'waiting';
}

/**
 * How far a sent command got (docs/decisions/administration.md, "A command travels to the
 * tablet and is acknowledged"): the tablet's last command, asked every COMMAND_ACK_POLL_MS
 * (GET /tablets/list of its restaurant, searched by its name), turns ACKNOWLEDGED when the
 * tablet answered on the tablet socket; none within COMMAND_ACK_TIMEOUT_MS says so. A provider
 * that reports no acknowledgements leaves it at sent.
 */
function CommandProgress({
  tablet,
  restaurantUuid,
  command,
  onDone,
}: {
  tablet: Tablet;
  restaurantUuid: string;
  command: TabletCommand;
  onDone(): void;
}) {
  const { t, dateLocale } = useI18n();
  const [timedOut, setTimedOut] = useState(false);
  const [filters] = useState(() => ({ restaurantUuid, search: tablet.name }));
  const answer = useQuery({
    ...devicesQueries.tablets(filters, { limit: 20, offset: 0 }),
    enabled: progressOf(command, undefined, tablet.uuid) !== 'unreported',
    refetchInterval: (query) =>
      !timedOut && progressOf(command, query.state.data, tablet.uuid) === 'waiting'
        ? COMMAND_ACK_POLL_MS
        : false,
  });
  const progress = progressOf(command, answer.data, tablet.uuid);
  const waiting = progress === 'waiting' && !timedOut;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOut(true), COMMAND_ACK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return (
    <Stack gap="md">
      <Text fw={500}>
        {t('devices.commandSent', {
          action: tabletActionLabel(t, command.action),
          tablet: tablet.name,
        })}
      </Text>
      <div role="status" data-testid="command-progress">
        {typeof progress === 'object' ? (
          <Alert color="green" variant="light">
            {progress.acknowledged === null
              ? t('devices.commandAcknowledgedUntimed', { tablet: tablet.name })
              : t('devices.commandAcknowledged', {
                  tablet: tablet.name,
                  time: timeOfDay(progress.acknowledged, { dateLocale }),
                })}
          </Alert>
        ) : progress === 'unreported' ? (
          <Text size="sm">{t('devices.commandUnreported', { tablet: tablet.name })}</Text>
        ) : timedOut ? (
          <Alert color="orange" variant="light">
            {t('devices.commandNoAnswer', {
              tablet: tablet.name,
              seconds: COMMAND_ACK_TIMEOUT_MS / 1000,
            })}
          </Alert>
        ) : (
          <Flex gap="sm" align="center">
            <Loader size="xs" />
            <Text size="sm">{t('devices.commandWaiting', { tablet: tablet.name })}</Text>
          </Flex>
        )}
      </div>
      <Flex justify="flex-end">
        <Button onClick={onDone}>{t('devices.commandClose')}</Button>
      </Flex>
    </Stack>
  );
}
