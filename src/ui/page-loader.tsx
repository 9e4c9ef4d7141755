import { Center, Loader } from '@mantine/core';
import { useI18n } from '../lib/i18n/i18n';

export function PageLoader() {
  const { t } = useI18n();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
