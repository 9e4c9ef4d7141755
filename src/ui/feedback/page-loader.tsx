import { Center, Loader } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';

/** A page's (or a list's) spinner, named for screen readers: 'Loading…' unless told. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <Center py="xl">
      <Loader aria-label={label ?? t('app.loading')} />
    </Center>
  );
}
