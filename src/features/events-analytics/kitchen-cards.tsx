import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CONTAINER_NAMES } from '../../api/analytics/events-analytics.constants';
import {
  eventsAnalyticsQueries,
  type ContainerPage,
} from '../../api/analytics/events-analytics.queries';
import { percent, timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { SeriesChart } from '../../ui/charts/series-chart';
import { DashboardSection, type BodyHeight } from '../../ui/analytics/dashboard-section';
import { DataTable } from '../../ui/list/data-table';
import { entreePackageLabel, type Conveyor } from '../../api/analytics/events-analytics.schema';
import { isKnown } from '../../lib/known-value';
import { chartOf, COLORS, type CardProps } from './card-parts';
import { fryerCycleRows } from '../../ui/list/fryer-cycle-rows';
import { summaryTableRows } from '../../ui/list/summary-table-rows';
import { FigureTile, useNumberFormat } from '../../ui/analytics/figure-tile';
import { ANALYTIC_PERIOD_MS } from '../../api/analytics/analytics.constants';

/** The conveyor cards list the newest containers; the count says how many there were. */
const LATEST: ContainerPage = { limit: 10, offset: 0 };

/** Each card's measured content height (`BodyHeight`). */
const BODY_HEIGHT = {
  taskDelays: { base: 916, sm: 772 },
  fryerCycles: { base: 821, sm: 669 },
  containers: { base: 684, sm: 532 },
  conveyor: { base: 490, sm: 468 },
  entreeChutes: { base: 579, sm: 522 },
  entreePackages: { base: 611, sm: 416 },
} as const satisfies Record<string, BodyHeight>;

function useMinutes() {
  const { t } = useI18n();
  const number = useNumberFormat();
  return (value: number) => t('eventsAnalytics.minutes', { value: number(value) });
}

/**
 * Task delays ← recommendations-task-delay (totals, delayed tasks per period) and
 * recommendation-task-delay-distribution (per product), with High, Low and Average rows over
 * the products that had tasks (spec 000 §9).
 */
export function TaskDelaysCard({ filters, enabled }: CardProps) {
  const { t } = useI18n();
  const number = useNumberFormat();
  const minutes = useMinutes();
  const totals = useQuery({ ...eventsAnalyticsQueries.taskDelay(filters), enabled });
  const products = useQuery({ ...eventsAnalyticsQueries.taskDelayDistribution(filters), enabled });
  const title = t('eventsAnalytics.taskDelays');
  const label = t('eventsAnalytics.delayedTasks');
  const points = totals.data?.series;
  const chart = useMemo(
    () => chartOf(points, label, COLORS.delays, (point) => point.incidentCount),
    [points, label],
  );
  return (
    <DashboardSection
      title={title}
      queries={[totals, products] as const}
      bodyHeight={BODY_HEIGHT.taskDelays}
    >
      {(data, distribution) => {
        const withTasks = distribution.rows.filter((row) => row.tasks > 0);
        return (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <FigureTile
                label={label}
                value={`${number(data.delaysNumber)} / ${number(data.tasks)}`}
              />
              <FigureTile
                label={t('eventsAnalytics.totalDelay')}
                value={minutes(data.totalDelay)}
              />
              <FigureTile
                label={t('eventsAnalytics.averageDelay')}
                value={minutes(data.averageTaskDelay)}
              />
              <FigureTile
                label={t('eventsAnalytics.highDelay')}
                value={minutes(data.highTaskDelay)}
              />
            </SimpleGrid>
            <SeriesChart
              kind="bars"
              title={t('eventsAnalytics.delaysPerPeriod')}
              times={chart.times}
              series={chart.series}
              periodMs={ANALYTIC_PERIOD_MS[filters.period]}
            />
            <DataTable
              caption={title}
              head={[
                t('eventsAnalytics.product'),
                t('eventsAnalytics.tasks'),
                label,
                t('eventsAnalytics.totalDelay'),
                t('eventsAnalytics.highDelay'),
                t('eventsAnalytics.lowDelay'),
                t('eventsAnalytics.averageDelay'),
              ]}
              rows={[
                ...distribution.rows.map((row) => ({
                  key: row.material,
                  cells: [
                    row.material,
                    number(row.tasks),
                    number(row.delaysNumber),
                    minutes(row.totalDelay),
                    minutes(row.highTaskDelay),
                    minutes(row.lowTaskDelay),
                    minutes(row.averageTaskDelay),
                  ],
                })),
                ...summaryTableRows(
                  (row) => t(`eventsAnalytics.${row}`),
                  withTasks.map((row) => [
                    row.tasks,
                    row.delaysNumber,
                    row.totalDelay,
                    row.highTaskDelay,
                    row.lowTaskDelay,
                    row.averageTaskDelay,
                  ]),
                  [number, number, minutes, minutes, minutes, minutes],
                ),
              ]}
              foot={[
                t('eventsAnalytics.total'),
                number(distribution.tasks),
                number(distribution.delaysNumber),
                minutes(distribution.totalDelay),
                minutes(distribution.highTaskDelay),
                minutes(distribution.lowTaskDelay),
                minutes(distribution.averageTaskDelay),
              ]}
            />
          </Stack>
        );
      }}
    </DashboardSection>
  );
}

/**
 * Fryer cycles ← fryer-cycles (per period) and fryer-cycles-distribution (per product), the
 * chicken dashboard's calls with the page's fryer vendors and cycle result, with High, Low and
 * Average rows over the products that had cycles (spec 000 §9).
 */
export function FryerCyclesCard({ filters, enabled }: CardProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const minutes = useMinutes();
  const cycles = useQuery({ ...eventsAnalyticsQueries.fryerCycles(filters), enabled });
  const products = useQuery({
    ...eventsAnalyticsQueries.fryerCyclesDistribution(filters),
    enabled,
  });
  const title = t('eventsAnalytics.fryerCycles');
  const label = t('eventsAnalytics.cycles');
  const points = cycles.data?.series;
  const chart = useMemo(
    () => chartOf(points, label, COLORS.cycles, (point) => point.count),
    [points, label],
  );
  const share = (value: number) => percent(value, { locale });
  return (
    <DashboardSection
      title={title}
      queries={[cycles, products] as const}
      bodyHeight={BODY_HEIGHT.fryerCycles}
    >
      {(data, distribution) => (
        <Stack gap="sm">
          <SeriesChart
            kind="line"
            title={t('eventsAnalytics.cyclesPerPeriod')}
            times={chart.times}
            series={chart.series}
            height={180}
            periodMs={ANALYTIC_PERIOD_MS[filters.period]}
          />
          <DataTable
            caption={title}
            head={[
              t('eventsAnalytics.product'),
              label,
              t('eventsAnalytics.share'),
              t('eventsAnalytics.utilized'),
              t('eventsAnalytics.elapsed'),
            ]}
            rows={fryerCycleRows(distribution.rows, (row) => t(`eventsAnalytics.${row}`), {
              count: number,
              percent: share,
              minutes,
            })}
            foot={[
              t('eventsAnalytics.total'),
              number(data.count),
              share(data.count > 0 ? 100 : 0),
              share(data.utilized),
              minutes(data.elapsedTime),
            ]}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/**
 * Containers ← containers-distribution (or its catering variant): pans per container overall,
 * then per product, for the containers in use.
 */
export function ContainersCard({ filters, enabled }: CardProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const containers = useQuery({
    ...eventsAnalyticsQueries.containersDistribution(filters),
    enabled,
  });
  const title = t(
    filters.catering ? 'eventsAnalytics.containersCatering' : 'eventsAnalytics.containers',
  );
  return (
    <DashboardSection
      title={title}
      queries={[containers] as const}
      bodyHeight={BODY_HEIGHT.containers}
    >
      {(data) => {
        const used = data.containerShares.filter((share) => share.materialsCount > 0);
        // The console's containers in their usual order, then any other of the provider's
        // containers dictionary in the order it gives them (spec 001 §7 "Dictionaries").
        const usedNames = used.map((share) => share.containerName);
        const names = [
          ...CONTAINER_NAMES.filter((name) => usedNames.includes(name)),
          ...usedNames.filter((name) => !isKnown(CONTAINER_NAMES, name)),
        ];
        return (
          <Stack gap="sm">
            <DataTable
              caption={title}
              head={[
                t('eventsAnalytics.container'),
                t('eventsAnalytics.pans'),
                t('eventsAnalytics.share'),
              ]}
              rows={used.map((share) => ({
                key: share.containerName,
                cells: [
                  share.containerName,
                  number(share.materialsCount),
                  percent(share.materialsShare, { locale }),
                ],
              }))}
              foot={[
                t('eventsAnalytics.total'),
                number(data.count),
                percent(data.count > 0 ? 100 : 0, { locale }),
              ]}
            />
            {names.length > 0 && (
              <DataTable
                caption={`${title}: ${t('eventsAnalytics.product')}`}
                head={[t('eventsAnalytics.product'), ...names]}
                rows={data.rows.map((row) => ({
                  key: row.material,
                  cells: [
                    row.material,
                    ...names.map((name) => {
                      const share = row.containerShares.find((item) => item.containerName === name);
                      return share && share.materialsCount > 0
                        ? `${number(share.materialsCount)} (${percent(share.materialsShare, { locale })})`
                        : '–';
                    }),
                  ],
                }))}
              />
            )}
          </Stack>
        );
      }}
    </DashboardSection>
  );
}

/** A conveyor's newest containers: name, product and its two times (epoch ms). */
interface ConveyorContainer {
  containerName: string;
  material: string;
  times: [number, number];
}

/** A conveyor card: count and trip minutes, then its newest containers with their two times. */
function ConveyorCard({
  title,
  timeHeads,
  conveyor,
  latest,
  timeZone,
}: {
  title: string;
  timeHeads: [string, string];
  conveyor: UseQueryResult<Conveyor>;
  latest: UseQueryResult<{ total: number; content: ConveyorContainer[] }>;
  timeZone: CardProps['timeZone'];
}) {
  const { t, dateLocale } = useI18n();
  const number = useNumberFormat();
  const minutes = useMinutes();
  const time = (epoch: number) => timestamp(epoch, { dateLocale, timeZone });
  return (
    <DashboardSection
      title={title}
      queries={[conveyor, latest] as const}
      bodyHeight={BODY_HEIGHT.conveyor}
    >
      {(data, page) => (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <FigureTile label={t('eventsAnalytics.containers')} value={number(data.count)} />
            <FigureTile
              label={t('eventsAnalytics.minutesCarried')}
              value={minutes(data.elapsedTime)}
            />
          </SimpleGrid>
          {page.total > 0 && (
            <Text size="xs" c="dimmed">
              {t('eventsAnalytics.latest', {
                count: number(page.content.length),
                total: number(page.total),
              })}
            </Text>
          )}
          <DataTable
            caption={title}
            head={[t('eventsAnalytics.container'), t('eventsAnalytics.product'), ...timeHeads]}
            rows={page.content.map((row, index) => ({
              key: `${row.times[0]}-${index}`,
              cells: [row.containerName, row.material, time(row.times[0]), time(row.times[1])],
            }))}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/** Inbound conveyor ← inbound-conveyor (count, trip minutes) + its newest containers. */
export function InboundConveyorCard({ filters, enabled, timeZone }: CardProps) {
  const { t } = useI18n();
  const conveyor = useQuery({ ...eventsAnalyticsQueries.inboundConveyor(filters), enabled });
  const latest = useQuery({
    ...eventsAnalyticsQueries.inboundContainers(filters, LATEST),
    enabled,
    select: (page) => ({
      total: page.total,
      content: page.content.map((row) => ({
        ...row,
        times: [row.inboundTime, row.placedTime] as [number, number],
      })),
    }),
  });
  return (
    <ConveyorCard
      title={t('eventsAnalytics.inboundConveyor')}
      timeHeads={[t('eventsAnalytics.onConveyor'), t('eventsAnalytics.placed')]}
      conveyor={conveyor}
      latest={latest}
      timeZone={timeZone}
    />
  );
}

/** Outbound conveyor ← outbound-conveyor (count, trip minutes) + its newest containers. */
export function OutboundConveyorCard({ filters, enabled, timeZone }: CardProps) {
  const { t } = useI18n();
  const conveyor = useQuery({ ...eventsAnalyticsQueries.outboundConveyor(filters), enabled });
  const latest = useQuery({
    ...eventsAnalyticsQueries.outboundContainers(filters, LATEST),
    enabled,
    select: (page) => ({
      total: page.total,
      content: page.content.map((row) => ({
        ...row,
        times: [row.removedTime, row.outboundTime] as [number, number],
      })),
    }),
  });
  return (
    <ConveyorCard
      title={t('eventsAnalytics.outboundConveyor')}
      timeHeads={[t('eventsAnalytics.removed'), t('eventsAnalytics.out')]}
      conveyor={conveyor}
      latest={latest}
      timeZone={timeZone}
    />
  );
}

/**
 * Entree chutes ← entree-chutes-holding (packages, minutes in the chute), entree-chutes-quantity
 * (pieces) and entree-chutes-packages (each product's package mix).
 */
export function EntreeChutesCard({ filters, enabled }: CardProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const minutes = useMinutes();
  const holding = useQuery({ ...eventsAnalyticsQueries.entreeChutesHolding(filters), enabled });
  const quantity = useQuery({ ...eventsAnalyticsQueries.entreeChutesQuantity(filters), enabled });
  const packages = useQuery({ ...eventsAnalyticsQueries.entreeChutesPackages(filters), enabled });
  const title = t('eventsAnalytics.entreeChutes');
  return (
    <DashboardSection
      title={title}
      queries={[holding, quantity, packages] as const}
      bodyHeight={BODY_HEIGHT.entreeChutes}
    >
      {(held, pieces, mix) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <FigureTile label={t('eventsAnalytics.packages')} value={number(mix.packages)} />
            <FigureTile label={t('eventsAnalytics.pieces')} value={number(pieces.quantity)} />
            <FigureTile
              label={t('eventsAnalytics.chuteTime')}
              value={minutes(held.averageHoldTime)}
            />
          </SimpleGrid>
          <DataTable
            caption={title}
            head={[
              t('eventsAnalytics.product'),
              t('eventsAnalytics.packages'),
              t('eventsAnalytics.pieces'),
              t('eventsAnalytics.share'),
              t('eventsAnalytics.chuteTime'),
              t('eventsAnalytics.package'),
            ]}
            rows={mix.rows.map((row) => {
              const piecesRow = pieces.rows.find((item) => item.material === row.material);
              const heldRow = held.rows.find((item) => item.material === row.material);
              return {
                key: row.material,
                cells: [
                  row.material,
                  number(row.packages),
                  number(piecesRow?.quantity ?? 0),
                  percent(piecesRow?.share ?? 0, { locale }),
                  minutes(heldRow?.averageHoldTime ?? 0),
                  row.shares
                    .map(
                      (share) =>
                        `${entreePackageLabel(t, share.packageType)} ${number(share.packagesCount)}`,
                    )
                    .join(' · '),
                ],
              };
            })}
            foot={[
              t('eventsAnalytics.total'),
              number(mix.packages),
              number(pieces.quantity),
              percent(pieces.quantity > 0 ? 100 : 0, { locale }),
              minutes(held.averageHoldTime),
              '',
            ]}
          />
        </Stack>
      )}
    </DashboardSection>
  );
}

/** Entree chute packages ← entree-chutes-distribution: packages per package type. */
export function EntreePackagesCard({ filters, enabled }: CardProps) {
  const { t, locale } = useI18n();
  const number = useNumberFormat();
  const distribution = useQuery({
    ...eventsAnalyticsQueries.entreeChutesDistribution(filters),
    enabled,
  });
  const title = t('eventsAnalytics.entreePackages');
  return (
    <DashboardSection
      title={title}
      queries={[distribution] as const}
      bodyHeight={BODY_HEIGHT.entreePackages}
    >
      {(data) => (
        <DataTable
          caption={title}
          head={[
            t('eventsAnalytics.package'),
            t('eventsAnalytics.product'),
            t('eventsAnalytics.packages'),
            t('eventsAnalytics.share'),
          ]}
          rows={data.rows.map((row) => ({
            key: row.productName,
            cells: [
              entreePackageLabel(t, row.productName),
              row.materialName,
              number(row.totalCount),
              percent(row.totalShare, { locale }),
            ],
          }))}
          foot={[
            t('eventsAnalytics.total'),
            '',
            number(data.totalCount),
            percent(data.totalCount > 0 ? 100 : 0, { locale }),
          ]}
        />
      )}
    </DashboardSection>
  );
}
