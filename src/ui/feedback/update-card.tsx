import { Button, Group, Paper, Text } from '@mantine/core';
import { applyUpdate } from '../../lib/service-worker';
import { useI18n } from '../../lib/i18n/i18n';

/** "A new version is available — Reload", shown until the user takes it. */
export default function UpdateCard() {
  const { t } = useI18n();
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 400,
        maxWidth: 420,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('app.updateAvailable')}</Text>
        <Button size="xs" onClick={applyUpdate}>
          {t('app.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
