import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { AUTH_ROUTES } from '../../lib/route-table';
import { LanguageSwitch } from '../../ui/forms/language-switch';
import { usePageTitle } from '../../ui/hooks/use-page-title';

export type AuthPath = (typeof AUTH_ROUTES)[number]['path'];

/**
 * The frame of a page without the shell (spec 000 §2 "Shell rules"): a centred card, titled
 * from the route table (or `heading`), full width on a phone. Its sizes match the static
 * skeleton in index.html, so the first paint and React's do not jump.
 */
export function AuthCard({
  path,
  heading,
  children,
}: {
  path: AuthPath;
  heading?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const route = AUTH_ROUTES.find((candidate) => candidate.path === path);
  const title = route ? t(route.title) : '';
  usePageTitle(title);
  return (
    <Container size={420} py={{ base: 'xl', xs: 64 }} component="main" id="main">
      <Stack gap="lg">
        <Title order={1} ta="center" size="h2">
          {t('app.name')}
        </Title>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
          <Stack>
            <Title order={2} size="h4">
              {heading ?? title}
            </Title>
            {children}
          </Stack>
        </Paper>
        <LanguageSwitch />
      </Stack>
    </Container>
  );
}
