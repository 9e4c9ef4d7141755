import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';

/** Whatever broke a page, the user sees words and a way out, never a white screen. */
export function CrashScreen({ error }: { error?: unknown }) {
  const { t } = useI18n();
  if (error) console.error(error);
  return (
    <Container size="xs" py="xl">
      <Stack role="alert">
        <Title order={1} size="h2">
          {t('app.crashTitle')}
        </Title>
        <Text>{t('app.crashText')}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('app.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
