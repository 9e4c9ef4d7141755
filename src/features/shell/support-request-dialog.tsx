import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import {
  Alert,
  Button,
  FileInput,
  Flex,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_SUBJECT_LENGTH,
  SCREENSHOT_TYPES,
} from '../../api/support/support.constants';
import { supportMutations } from '../../api/support/support.queries';
import { support } from '../../lib/i18n/en/support';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { notify } from '../../ui/feedback/notify';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { supportFailureText } from './support-failure';
import { ConnectedButton } from '../../ui/forms/connected-button';

registerMessages(support);

interface Problems {
  subject?: string;
  message?: string;
  screenshot?: string;
}

/**
 * The support request form (spec 001 §7 POST /support/support, multipart): a subject, the
 * message and an optional screenshot, about the restaurant on screen (none in Global mode).
 * Checked before it goes (required, lengths, a PNG, JPEG or WebP of at most 5 MB); a refusal
 * is said above the form, which keeps what was typed (spec 001 §8: 'Something went wrong' when
 * the provider gives no message). Full screen on a phone.
 */
export default function SupportRequestDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const { restaurant, choice } = usePageScope();
  const send = useMutation(supportMutations.send());
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  const about =
    restaurant !== GLOBAL_RESTAURANT
      ? choice.options.find((option) => option.value === restaurant)
      : undefined;

  function check(): Problems {
    const found: Problems = {};
    const text = (value: string, max: number) =>
      value.trim() === ''
        ? t('support.form.required')
        : value.trim().length > max
          ? t('support.form.tooLong', { max })
          : undefined;
    found.subject = text(subject, MAX_SUPPORT_SUBJECT_LENGTH);
    found.message = text(message, MAX_SUPPORT_MESSAGE_LENGTH);
    if (screenshot) {
      if (!(SCREENSHOT_TYPES as readonly string[]).includes(screenshot.type))
        found.screenshot = t('support.form.screenshotType');
      else if (screenshot.size > MAX_SCREENSHOT_BYTES)
        found.screenshot = t('support.form.screenshotSize');
    }
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (found.subject || found.message || found.screenshot) return;
    send.mutate(
      {
        subject: subject.trim(),
        message: message.trim(),
        restaurantUuid: about?.value,
        screenshot: screenshot ?? undefined,
      },
      {
        onSuccess: () => {
          void notify({ color: 'green', message: t('support.form.sent') });
          setSubject('');
          setMessage('');
          setScreenshot(null);
          send.reset();
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={send.isPending ? () => undefined : onClose}
      title={t('support.form.title')}
      fullScreen={isMobile}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('support.form.intro')}{' '}
            {about
              ? t('support.form.about', { restaurant: about.label })
              : t('support.form.aboutNone')}
          </Text>
          {send.isError && (
            <Alert color="red" variant="light" title={t('support.form.failed')} role="alert">
              {supportFailureText(send.error, t)}
            </Alert>
          )}
          <TextInput
            label={t('support.form.subject')}
            required
            value={subject}
            maxLength={MAX_SUPPORT_SUBJECT_LENGTH}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={problems.subject}
            data-autofocus
          />
          <Textarea
            label={t('support.form.message')}
            required
            rows={5}
            resize="vertical"
            value={message}
            maxLength={MAX_SUPPORT_MESSAGE_LENGTH}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={problems.message}
          />
          <FileInput
            label={t('support.form.screenshot')}
            description={t('support.form.screenshotHint')}
            accept={SCREENSHOT_TYPES.join(',')}
            clearable
            value={screenshot}
            onChange={(file) => {
              setScreenshot(file);
              setProblems((previous) => ({ ...previous, screenshot: undefined }));
            }}
            error={problems.screenshot}
          />
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              {t('support.form.cancel')}
            </Button>
            <ConnectedButton type="submit" loading={send.isPending}>
              {t('support.form.send')}
            </ConnectedButton>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}
