import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import { Box, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { onlineManager, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { relativeTime } from '../../lib/format';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { NoInformation } from '../feedback/empty-state';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { useDrawnLater } from '../hooks/use-drawn-later';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useNow } from '../hooks/use-now';

// Its texts travel with it: every page that shows it gets them.
registerMessages(dashboards);

/** A chart's body: most sections without a measured height of their own are one chart. */
const DEFAULT_BODY_HEIGHT = 240;

/**
 * A section's usual content height in px, or one on a phone and one from 768 px ('sm'), kept
 * while it loads: a section that grew when its data came would push every section under it
 * down. Each page measures its sections on sandbox data at 375, 1024 and 1440 px and keeps the
 * smallest where they differ.
 */
export type BodyHeight = number | { base: number; sm: number };

type DataOf<Q> = Q extends UseQueryResult<infer D> ? D : never;

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * One dashboard section (spec 000 §4 "Data loads"): a loader while its calls load, 'No
 * information' when one fails (an aborted call is not a failure: TanStack Query drops it), the
 * content once all answered, and when the data was fetched. Offline, cached data stays with
 * its age. Its texts are in the dashboards part, which each page using it registers.
 */
export function DashboardSection<Q extends readonly UseQueryResult<unknown, Error>[]>({
  title,
  queries,
  bodyHeight = DEFAULT_BODY_HEIGHT,
  children,
}: {
  title: string;
  queries: Q;
  bodyHeight?: BodyHeight;
  children: (...data: { [K in keyof Q]: DataOf<Q[K]> }) => ReactNode;
}) {
  const { t, locale, dateLocale } = useI18n();
  const now = useNow(30_000);
  const online = useOnline();
  const failed = queries.some((query) => query.isError);
  const data = queries.map((query) => query.data);
  const ready = !failed && data.every((item) => item !== undefined);
  const loading = !failed && queries.some((query) => query.fetchStatus === 'fetching');
  const paused = !online || queries.some((query) => query.fetchStatus === 'paused');
  // Below the first screen, the content (charts, tables) waits until the user scrolls near.
  const [near, sectionRef] = useNearViewport<HTMLElement>();
  // Its first drawing is a transition, a slice at a time, with the loader until then: the
  // answers' arrival is a synchronous update, and a page's sections drawn in it were one long
  // task of a phone's main thread (docs/measurements.md). Figures in the cache as it mounts are
  // drawn at once (back from another page).
  const drawn = useDrawnLater(ready && near, true);
  // When the data was fetched shows with the data, not beside the loader.
  const shown = ready && (drawn || !near);
  const updatedAt = shown ? Math.min(...queries.map((query) => query.dataUpdatedAt)) : 0;
  const age =
    updatedAt > 0
      ? relativeTime(updatedAt, Math.max(now, updatedAt), { locale, dateLocale })
      : null;

  let body: ReactNode;
  if (failed) body = <NoInformation />;
  else if (ready && !near) body = <Box h={bodyHeight} />;
  else if (ready && drawn) body = children(...(data as { [K in keyof Q]: DataOf<Q[K]> }));
  else if (paused && !ready) body = <NoInformation>{t('dashboards.offlineNoData')}</NoInformation>;
  else
    body = (
      <Center h={bodyHeight}>
        <Loader size="sm" aria-label={t('dashboards.loading', { section: title })} />
      </Center>
    );

  return (
    <Paper
      ref={sectionRef}
      component="section"
      withBorder
      p="md"
      radius="md"
      miw={0}
      aria-label={title}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {/* The line is there before its text, so the section does not grow by it. */}
            <Text size="xs" c={paused ? 'orange' : 'dimmed'}>
              {age
                ? paused
                  ? t('dashboards.offline', { time: age })
                  : t('dashboards.updated', { time: age })
                : '\u00a0'}
            </Text>
          </div>
          {ready && loading && (
            <Loader size="xs" aria-label={t('dashboards.loading', { section: title })} />
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
