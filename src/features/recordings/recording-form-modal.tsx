import '@mantine/core/styles/SegmentedControl.css';
import {
  Button,
  Flex,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { camerasQueries } from '../../api/cameras/cameras.queries';
import { recordingsMutations } from '../../api/recordings/recordings.queries';
import {
  RECORDING_MAX_MS,
  RECORDING_NAME_MAX_LENGTH,
  recordingTitle,
  type Recording,
} from '../../api/recordings/recordings.schema';
import { timestamp } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { FormModal } from '../../ui/forms/form-modal';
import { SaveRefusal } from '../../ui/forms/save-form';
import { useKeptForm } from '../../ui/forms/use-kept-form';
import {
  checkNow,
  createBody,
  draftOf,
  emptyDraft,
  recordingProblems,
  updateBody,
  type RecordingDraft,
  type RecordingFormMode,
  type RecordingProblem,
} from './recording-form';
import { ConnectedButton } from '../../ui/forms/connected-button';

/** What the form is open for: a new recording in a kitchen, or one to change. */
export type RecordingFormTarget =
  | { kind: 'create'; restaurantUuid: string; zone: string }
  | { kind: 'edit'; recording: Recording; zone: string };

/**
 * Start or schedule a recording (POST /recordings), or change one that has not finished
 * (PUT /recordings/{id}); full screen on a phone. Problems show per field before anything is
 * sent; a refusal shows the provider's message above the fields and keeps what was typed.
 */
export function RecordingFormModal({
  target,
  onClose,
}: {
  target: RecordingFormTarget | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.kind === 'edit'
          ? t('recordings.editTitle', { name: recordingTitle(target.recording) })
          : t('recordings.createTitle')
      }
      formKey={target?.kind === 'edit' ? target.recording.uuid : 'new'}
    >
      {target && <RecordingForm target={target} onDone={onClose} />}
    </FormModal>
  );
}

function problemText(problem: RecordingProblem | undefined, t: Translate): string | undefined {
  if (!problem) return undefined;
  if (problem === 'tooLong')
    return t('recordings.problem.tooLong', { max: RECORDING_NAME_MAX_LENGTH });
  if (problem === 'tooLongRecording')
    return t('recordings.problem.tooLongRecording', { hours: RECORDING_MAX_MS / 3_600_000 });
  return t(`recordings.problem.${problem}`);
}

function modeOf(target: RecordingFormTarget): RecordingFormMode {
  if (target.kind === 'create') return 'create';
  return target.recording.status === 'SCHEDULED' ? 'scheduled' : 'running';
}

function RecordingForm({ target, onDone }: { target: RecordingFormTarget; onDone(): void }) {
  const { t, dateLocale } = useI18n();
  const mode = modeOf(target);
  const zone = target.zone;
  const { draft, change, save, create, update } = useKeptForm({
    editing: target.kind === 'edit',
    create: recordingsMutations.start(),
    update: recordingsMutations.update(),
    initial: (): RecordingDraft =>
      target.kind === 'edit' ? draftOf(target.recording, zone) : emptyDraft(Date.now(), zone),
    savedMessage: (recording, created) => {
      const said = !created
        ? 'changed'
        : recording.status === 'SCHEDULED'
          ? 'scheduled'
          : 'started';
      return t(`recordings.${said}`, { name: recordingTitle(recording) });
    },
    onDone,
  });
  /** When the form was last sent: its problems are shown from then on, as of that time. */
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  // Every camera of the kitchen, past the 100 one page holds.
  const cameras = useQuery({
    ...camerasQueries.cameras(target.kind === 'create' ? target.restaurantUuid : ''),
    enabled: target.kind === 'create',
  });
  const shown = checkedAt === null ? {} : recordingProblems(draft, mode, zone, checkedAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { now, problems } = checkNow(draft, mode, zone);
    setCheckedAt(now);
    if (Object.keys(problems).length > 0) return;
    if (target.kind === 'edit')
      update({ uuid: target.recording.uuid, body: updateBody(draft, mode as 'scheduled', zone) });
    else create(createBody(draft, zone));
  };

  const cameraOptions = (cameras.data?.content ?? []).map((camera) => ({
    value: camera.uuid,
    label: camera.name,
  }));
  const submitLabel =
    target.kind === 'edit'
      ? t('recordings.form.save')
      : draft.startMode === 'now'
        ? t('recordings.form.submitNow')
        : t('recordings.form.submitSchedule');

  return (
    <form onSubmit={submit} noValidate aria-label={t('recordings.caption')}>
      <Stack gap="md">
        <SaveRefusal save={save} title={t('recordings.form.saveFailed')} />
        {target.kind === 'create' && (
          <NativeSelect
            label={t('recordings.form.camera')}
            value={draft.cameraUuid}
            onChange={(event) => change({ cameraUuid: event.currentTarget.value })}
            data={[
              {
                value: '',
                label: cameras.isPending
                  ? t('recordings.form.camerasLoading')
                  : cameraOptions.length === 0
                    ? t('recordings.form.noCameras')
                    : t('recordings.form.cameraPlaceholder'),
              },
              ...cameraOptions,
            ]}
            required
            error={
              cameras.isError
                ? t('recordings.form.camerasFailed', { message: errorText(cameras.error, t) })
                : problemText(shown.cameraUuid, t)
            }
            data-autofocus
          />
        )}
        <TextInput
          label={t('recordings.form.name')}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          maxLength={RECORDING_NAME_MAX_LENGTH}
          required
          error={problemText(shown.name, t)}
          data-autofocus={target.kind === 'edit' ? true : undefined}
        />
        {mode === 'running' && target.kind === 'edit' ? (
          <Text size="sm" c="dimmed">
            {t('recordings.form.startFixed', {
              time:
                target.recording.startTime === undefined
                  ? '—'
                  : timestamp(target.recording.startTime, { dateLocale, timeZone: zone }),
            })}
          </Text>
        ) : (
          <Stack gap={6}>
            <Text size="sm" fw={500} id="recording-starts">
              {t('recordings.form.starts')}
            </Text>
            {mode === 'create' && (
              <SegmentedControl
                aria-labelledby="recording-starts"
                value={draft.startMode}
                onChange={(value) => change({ startMode: value as RecordingDraft['startMode'] })}
                data={[
                  { value: 'now', label: t('recordings.form.startNow') },
                  { value: 'at', label: t('recordings.form.startAt') },
                ]}
              />
            )}
            {draft.startMode === 'at' && (
              <DateTimeFields
                date={draft.startDate}
                time={draft.startTime}
                dateLabel={t('recordings.form.startDate')}
                timeLabel={t('recordings.form.startTime')}
                onDate={(value) => change({ startDate: value })}
                onTime={(value) => change({ startTime: value })}
                error={problemText(shown.start, t)}
              />
            )}
          </Stack>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="recording-ends">
            {t('recordings.form.ends')}
          </Text>
          <SegmentedControl
            aria-labelledby="recording-ends"
            value={draft.endMode}
            onChange={(value) => change({ endMode: value as RecordingDraft['endMode'] })}
            data={[
              { value: 'at', label: t('recordings.form.endAt') },
              { value: 'stop', label: t('recordings.form.endStop') },
            ]}
          />
          {draft.endMode === 'at' && (
            <DateTimeFields
              date={draft.endDate}
              time={draft.endTime}
              dateLabel={t('recordings.form.endDate')}
              timeLabel={t('recordings.form.endTime')}
              onDate={(value) => change({ endDate: value })}
              onTime={(value) => change({ endTime: value })}
              error={problemText(shown.end, t)}
            />
          )}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('recordings.form.timesInZone', { zone })}
        </Text>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('recordings.form.cancel')}
          </Button>
          <ConnectedButton type="submit" loading={save.isPending}>
            {submitLabel}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}

/** A date and a time field side by side (native pickers: a phone's own wheels). */
function DateTimeFields({
  date,
  time,
  dateLabel,
  timeLabel,
  onDate,
  onTime,
  error,
}: {
  date: string;
  time: string;
  dateLabel: string;
  timeLabel: string;
  onDate(value: string): void;
  onTime(value: string): void;
  error?: string;
}) {
  return (
    <Stack gap={4}>
      <Group gap="sm" grow wrap="nowrap" align="flex-start">
        <TextInput
          type="date"
          label={dateLabel}
          value={date}
          onChange={(event) => onDate(event.currentTarget.value)}
          error={Boolean(error)}
          required
        />
        <TextInput
          type="time"
          label={timeLabel}
          value={time}
          onChange={(event) => onTime(event.currentTarget.value)}
          error={Boolean(error)}
          required
        />
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
