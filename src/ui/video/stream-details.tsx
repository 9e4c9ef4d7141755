import '@mantine/core/styles/Modal.css';
import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteStream, updateStream } from '../../api/streams/streams.endpoints';
import {
  streamsMutations,
  streamsQueries,
  type StreamRef,
} from '../../api/streams/streams.queries';
import { STREAM_DESCRIPTION_MAX_LENGTH, type Stream } from '../../api/streams/streams.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { video } from '../../lib/i18n/en/video';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ConfirmButtons } from '../feedback/confirm-dialog';
import { notify } from '../feedback/notify';
import { RenameForm } from '../forms/rename-form';
import { SaveRefusal } from '../forms/save-form';
import { useIsMobile } from '../hooks/use-is-mobile';
import { FactList } from '../list/fact-list';
import { FirstLoad } from '../list/first-load';

registerMessages(video);

/** Who watches it is asked again this often while the details are open. */
const STREAM_DETAILS_REFRESH_MS = 10_000;

/** The key of a closed modal's query, which never runs. */
const NO_STREAM: StreamRef = { restaurantUuid: '', id: 0 };

/**
 * A stream's details (spec 001 §7 line 173 "GET, PUT and DELETE /streams/{id}"; §3 "Stream: id,
 * description"): its name, mountpoint id, whether anyone watches it and how many. A role with
 * CAMERAS EDIT renames it (PUT, its description: the camera's name) and ends it for everyone
 * (DELETE, after a confirm saying how many lose the picture); others only see it. Full screen on
 * a phone. `name` is the stream's name as the opener knows it, for the title before it loads.
 */
export function StreamDetailsModal({
  stream,
  name,
  user,
  onClose,
}: {
  /** The stream shown; null: closed. */
  stream: StreamRef | null;
  name: string;
  user: AccessSubject;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const [ending, setEnding] = useState(false);
  const [endPending, setEndPending] = useState(false);
  const query = useQuery({
    ...streamsQueries.stream(stream ?? NO_STREAM),
    enabled: stream !== null,
    refetchInterval: STREAM_DETAILS_REFRESH_MS,
  });
  // The provider's name once known: a rename here shows in the title at once.
  const shownName = (stream && query.data?.description) || name;
  const close = () => {
    if (endPending) return;
    setEnding(false);
    onClose();
  };
  return (
    <Modal
      opened={stream !== null}
      onClose={close}
      title={
        ending
          ? t('video.stream.endTitle', { name: shownName })
          : t('video.stream.detailsOf', { name: shownName })
      }
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      centered
    >
      {stream && (
        <StreamDetails
          key={`${stream.restaurantUuid}/${stream.id}`}
          stream={stream}
          query={query}
          user={user}
          ending={ending}
          onEnding={setEnding}
          onEndPending={setEndPending}
        />
      )}
    </Modal>
  );
}

function StreamDetails({
  stream,
  query,
  user,
  ending,
  onEnding,
  onEndPending,
}: {
  stream: StreamRef;
  /** GET /streams/{id}: the modal's, whose title names the stream. */
  query: UseQueryResult<Stream>;
  user: AccessSubject;
  ending: boolean;
  onEnding(ending: boolean): void;
  onEndPending(pending: boolean): void;
}) {
  const { t } = useI18n();
  const may = { rename: canCall(user, updateStream), end: canCall(user, deleteStream) };

  if (!query.data)
    return (
      <FirstLoad
        query={query}
        loadFailed={t('video.stream.loadFailed')}
        loadingLabel={t('video.stream.loading')}
      />
    );
  const current = query.data;
  if (ending)
    return (
      <EndConfirm
        stream={stream}
        current={current}
        onPending={onEndPending}
        onDone={() => onEnding(false)}
      />
    );

  return (
    <Stack gap="md">
      <Facts stream={current} />
      {may.rename && <StreamRenameForm stream={stream} current={current} />}
      {may.end && (
        <Stack gap={4} align="flex-start">
          <Button
            color="red"
            variant="light"
            // Not live only when the provider says so: an answer silent on it may be ended.
            disabled={current.live === false}
            onClick={() => onEnding(true)}
          >
            {t('video.stream.end')}
          </Button>
          <Text size="xs" c="dimmed">
            {current.live === false ? t('video.stream.endNobody') : t('video.stream.endHint')}
          </Text>
        </Stack>
      )}
      {!may.rename && !may.end && (
        <Text size="sm" c="dimmed">
          {t('video.stream.viewOnly')}
        </Text>
      )}
    </Stack>
  );
}

function Facts({ stream }: { stream: Stream }) {
  const { t } = useI18n();
  return (
    <FactList
      testId="stream-facts"
      facts={[
        [t('video.stream.name'), <span translate="no">{stream.description}</span>],
        [t('video.stream.id'), String(stream.id)],
        [
          t('video.stream.state'),
          stream.live === undefined ? (
            t('video.stream.liveUnknown')
          ) : (
            <Badge
              color={stream.live ? 'green' : 'gray'}
              variant="dot"
              c="var(--mantine-color-text)"
              tt="none"
            >
              {stream.live ? t('video.stream.live') : t('video.stream.notLive')}
            </Badge>
          ),
        ],
        [
          t('video.stream.viewers'),
          stream.viewers === undefined ? t('video.stream.liveUnknown') : String(stream.viewers),
        ],
      ]}
    />
  );
}

/** PUT /streams/{id} (description); a refusal (a name the kitchen has) keeps what was typed. */
function StreamRenameForm({ stream, current }: { stream: StreamRef; current: Stream }) {
  const { t } = useI18n();
  const rename = useMutation(streamsMutations.rename());
  return (
    <RenameForm
      name={current.description}
      maxLength={STREAM_DESCRIPTION_MAX_LENGTH}
      save={rename}
      texts={{
        form: t('video.stream.renameForm'),
        label: t('video.stream.name'),
        description: t('video.stream.renameHint'),
        required: t('video.stream.nameRequired'),
        submit: t('video.stream.rename'),
        failed: t('video.stream.renameFailed'),
      }}
      onRename={(description) =>
        rename.mutate(
          { stream, description },
          {
            onSuccess: (saved) =>
              void notify({
                color: 'green',
                message: t('video.stream.renamed', { name: saved.description }),
              }),
          },
        )
      }
    />
  );
}

/** DELETE /streams/{id}, once confirmed: everyone watching loses the picture; the camera stays. */
function EndConfirm({
  stream,
  current,
  onPending,
  onDone,
}: {
  stream: StreamRef;
  current: Stream;
  onPending(pending: boolean): void;
  onDone(): void;
}) {
  const { t } = useI18n();
  const end = useMutation(streamsMutations.end());

  function confirm() {
    onPending(true);
    end.mutate(stream, {
      onSuccess: () => {
        void notify({
          color: 'green',
          message: t('video.stream.ended', { name: current.description }),
        });
        onDone();
      },
      onSettled: () => onPending(false),
    });
  }

  return (
    <Stack gap="md">
      <SaveRefusal save={end} title={t('video.stream.endFailed')} />
      <Text size="sm">
        {current.viewers === undefined
          ? t('video.stream.endTextUncounted')
          : t('video.stream.endText', { count: current.viewers })}
      </Text>
      <ConfirmButtons
        cancelLabel={t('video.stream.keep')}
        confirmLabel={t('video.stream.end')}
        pending={end.isPending}
        onCancel={onDone}
        onConfirm={confirm}
      />
    </Stack>
  );
}
