import { Alert, Button } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';

/** A failed load: what failed, the server's words, and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useI18n();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </Alert>
  );
}
