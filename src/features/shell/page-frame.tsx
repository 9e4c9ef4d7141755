import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { appRoute } from '../../lib/route-table';
import { canOpen } from '../../lib/route-guard';
import { EmptyState } from '../../ui/empty-state';
import { usePageTitle } from '../../ui/use-page-title';

/**
 * The frame of every signed-in page: its title from the route table, then the page. It checks
 * access again, so a page never shows what the user may not see even if a guard was skipped.
 */
export function PageFrame({
  path,
  user,
  actions,
  children,
}: {
  path: string;
  user: AccessSubject;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const route = appRoute(path);
  const title = route ? t(route.title) : '';
  usePageTitle(title);
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
        {canOpen(user, path) ? (
          children
        ) : (
          <EmptyState title={t('access.nothingGranted')}>
            {t('access.nothingGrantedHint')}
          </EmptyState>
        )}
      </Stack>
    </Container>
  );
}

/** A page of the route table whose area is not built yet. */
export function NotAvailableYet({ path, user }: { path: string; user: AccessSubject }) {
  const { t } = useI18n();
  return (
    <PageFrame path={path} user={user}>
      <EmptyState title={t('routes.notAvailableYet')}>{t('routes.notAvailableYetHint')}</EmptyState>
    </PageFrame>
  );
}
