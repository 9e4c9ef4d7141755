import { Anchor, Breadcrumbs, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AccessSubject } from '../../lib/access';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { breadcrumbs } from '../../lib/navigation';
import { appRoute, hasDateRange, type AppPath } from '../../lib/route-table';
import { canOpen } from '../../lib/route-guard';
import { EmptyState } from '../../ui/feedback/empty-state';
import { useFloorLayout } from '../../ui/floor/floor-frame';
import { usePageTitle } from '../../ui/hooks/use-page-title';
import { PageTabs } from './page-tabs';
import { PageToolbar, type ListFilters } from './page-toolbar';
import { shell } from '../../lib/i18n/en/shell';
import { appPages } from '../../lib/i18n/en/app-pages';

registerMessages(shell, appPages);

type PageUser = AccessSubject & { restaurantUuid: string | null };

/**
 * The frame of every signed-in page: breadcrumbs, its title from the page registry, the page's
 * toolbar (`actions`: its filters and buttons, with the date range; behind one button on a
 * phone), its sibling pages' tabs when it has some (page-tabs.tsx), then the page. It checks
 * access again, so a page never shows what the user may not see even if a guard was skipped.
 */
export function PageFrame({
  path,
  user,
  actions,
  listFilters,
  children,
}: {
  path: AppPath;
  user: PageUser;
  actions?: ReactNode;
  /**
   * A list's filter form, which the page shows above its list on wide screens; on a phone the
   * frame puts it in the filter sheet, counted by its keys.
   */
  listFilters?: ListFilters;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const allowed = canOpen(user, path);
  const route = appRoute(path);
  const title = route ? t(route.title) : '';
  // The floor layout has no sidebar for breadcrumbs to place the page in.
  const crumbs = useFloorLayout() ? [] : breadcrumbs(path);
  usePageTitle(title);
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <div>
          {crumbs.length > 1 && (
            <Breadcrumbs
              component="nav"
              aria-label={t('shell.breadcrumbs')}
              separatorMargin={6}
              fz="sm"
              mb={4}
            >
              {crumbs.map((crumb) =>
                crumb.path ? (
                  <Anchor key={crumb.label} component={Link} to={crumb.path} size="sm">
                    {t(crumb.label)}
                  </Anchor>
                ) : (
                  <Text key={crumb.label} size="sm" c="dimmed" component="span">
                    {t(crumb.label)}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          )}
          <Group justify="space-between" align="center" gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            <PageToolbar
              filters={actions}
              listFilters={listFilters}
              withDateRange={allowed && hasDateRange(path)}
            />
          </Group>
        </div>
        {allowed && <PageTabs path={path} user={user} />}
        {allowed ? (
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
