import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  knownMaterialsFor,
  materialFilterOptions,
} from '../../api/dictionaries/material-options.queries';
import { deleteRecommendation } from '../../api/recommendation-history/recommendation-history.endpoints';
import {
  recommendationHistoryMutations,
  recommendationHistoryQueries,
  type RecommendationFilters,
} from '../../api/recommendation-history/recommendation-history.queries';
import type {
  RecommendationRecord,
  RecommendationTotal,
} from '../../api/recommendation-history/recommendation-history.schema';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { canCall, type AccessSubject } from '../../lib/access';
import { formatWeight, type WeightUnit } from '../../lib/format';
import { zonedTimes } from '../../lib/format-once';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { productLabel } from '../../lib/product-label';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { FiguresSection, type FiguresHeight } from '../../ui/analytics/figures-section';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { ProviderOptionFilter, productTexts } from '../../ui/forms/kitchen-filters';
import { useKnownMaterials } from '../../ui/hooks/use-known-values';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList, type RecordColumn } from '../../ui/list/cursor-list';
import { RowDeleteButton } from '../../ui/list/row-delete-button';
import { highLowAverageRows } from '../../ui/list/summary-list-rows';
import {
  canceledOf,
  cateringOf,
  RECOMMENDATION_STATUSES,
  RECOMMENDATION_TYPES,
  type RecommendationsSearch,
} from './recommendations-search';

registerMessages(pcsAdmin);

const ROW_ESTIMATE = { row: 44, card: 150 };
const recordKey = (row: RecommendationRecord) => row.uuid;

/**
 * The provider's filters for the URL and the page scope (spec 001 §3, §9 defaults); `materials`
 * the URL's the chicken materials dictionary is known to hold (spec 000 §5).
 */
function recommendationFilters(
  search: RecommendationsSearch,
  scope: { restaurant: string; range: RecommendationFilters['range'] },
  materials: readonly string[],
): RecommendationFilters {
  const canceled = canceledOf(search.status);
  const catering = cateringOf(search.type);
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    ...(canceled !== undefined ? { canceled } : {}),
    ...(catering !== undefined ? { catering } : {}),
  };
}

export function warmRecommendations(
  context: PageContext,
  search: RecommendationsSearch & DateRangeSearch,
) {
  return warmPage(context, search, (scope) => {
    const materials = knownMaterialsFor(context.queryClient, 'chicken', search.materials);
    if (materials === null) return;
    const filters = recommendationFilters(search, scope, materials);
    void context.queryClient.prefetchQuery(recommendationHistoryQueries.total(filters));
    void context.queryClient.prefetchInfiniteQuery(
      recommendationHistoryQueries.list(filters, search.limit),
    );
  });
}

interface Cells {
  t: Translate;
  unit: WeightUnit;
  locale: string;
  time(epoch: number, row: RecommendationRecord): string;
  /** Delete's action for a row, for a user who may delete. */
  onDelete?: (row: RecommendationRecord) => void;
}

/** 'number - name' (spec 000 §3), or what the answer gives of it; '—' for neither. */
const restaurantOf = (row: RecommendationRecord) =>
  [row.restaurantNumber, row.restaurantName].filter((part) => part !== undefined).join(' - ') ||
  '—';
const weightText = (grams: number, { unit, locale }: Pick<Cells, 'unit' | 'locale'>) =>
  formatWeight(grams / 1000, unit, locale as 'en');
const weightOf = (row: RecommendationRecord, cells: Cells) => weightText(row.grams, cells);
/** Minutes in the reader's language, two decimals at most; '–' for none. */
const minutesText = (minutes: number | null, { t, locale }: Pick<Cells, 't' | 'locale'>) =>
  minutes === null
    ? '–'
    : t('recommendations.delayMinutes', {
        minutes: numberFormat(locale, { maximumFractionDigits: 2 }).format(minutes),
      });
const delayOf = (row: RecommendationRecord, cells: Cells) =>
  row.delayMinutes > 0 ? minutesText(row.delayMinutes, cells) : cells.t('recommendations.onTime');

function DeleteButton({ row, cells }: { row: RecommendationRecord; cells: Cells }) {
  const { t, time, onDelete } = cells;
  if (!onDelete) return null;
  return (
    <RowDeleteButton
      label={t('recommendations.delete')}
      ariaLabel={t('recommendations.deleteLabel', { time: time(row.startTime, row) })}
      onDelete={() => onDelete(row)}
    />
  );
}

/** Cooked or never cooked, in words and colour (never colour alone). */
function Result({ row, t }: { row: RecommendationRecord; t: Translate }) {
  return (
    // The text in the page's colour on the tint: a light badge's own text is too faint (AA).
    <Badge variant="light" color={row.canceled ? 'gray' : 'green'} c="var(--mantine-color-text)">
      {t(row.canceled ? 'recommendations.status.CANCELED' : 'recommendations.status.COMPLETED')}
    </Badge>
  );
}

/**
 * The history's columns, each with the table width it needs (ui/list/list-view.tsx): a
 * landscape tablet's shows the product, when it was asked and due, the pieces and Delete; a
 * portrait tablet's the first three, the rest folded under them.
 */
function columns(cells: Cells, showRestaurant: boolean): RecordColumn<RecommendationRecord>[] {
  const { t } = cells;
  return [
    {
      id: 'restaurant',
      header: t('recommendations.field.restaurant'),
      text: true,
      width: '12em',
      shown: showRestaurant,
      cell: restaurantOf,
      // Global mode's column: a wider screen's, under the product on a desktop's table.
      from: 'full',
      foldInto: 'material',
    },
    {
      id: 'material',
      header: t('recommendations.field.material'),
      text: true,
      width: '10.5em',
      cell: (row) => productLabel(row.material, t),
    },
    {
      id: 'asked',
      header: t('recommendations.field.asked'),
      width: '12em',
      cell: (row) => cells.time(row.startTime, row),
    },
    {
      id: 'due',
      header: t('recommendations.field.due'),
      width: '12em',
      cell: (row) => cells.time(row.endTime, row),
    },
    {
      id: 'pieces',
      header: t('recommendations.field.pieces'),
      width: '6em',
      cell: (row) => row.pieces,
      from: 'medium',
      foldInto: 'due',
    },
    {
      id: 'weight',
      header: t('recommendations.field.weight'),
      width: '8em',
      cell: (row) => weightOf(row, cells),
      from: 'wide',
      foldInto: 'due',
    },
    {
      id: 'delay',
      header: t('recommendations.field.delay'),
      width: '8em',
      cell: (row) => delayOf(row, cells),
      from: 'wide',
      foldInto: 'due',
    },
    {
      id: 'result',
      header: t('recommendations.field.result'),
      text: true,
      width: '9em',
      cell: (row) => <Result row={row} t={t} />,
      from: 'wide',
      foldInto: 'material',
    },
    {
      id: 'type',
      header: t('recommendations.field.type'),
      text: true,
      width: '7em',
      cell: (row) =>
        t(row.catering ? 'recommendations.type.CATERING' : 'recommendations.type.REGULAR'),
      from: 'wide',
      foldInto: 'material',
    },
    {
      id: 'actions',
      header: t('recommendations.field.actions'),
      text: true,
      width: '7em',
      shown: cells.onDelete !== undefined,
      cell: (row) => <DeleteButton row={row} cells={cells} />,
      from: 'medium',
      foldInto: 'asked',
    },
  ];
}

function RecommendationCard({
  row,
  cells,
  showRestaurant,
}: {
  row: RecommendationRecord;
  cells: Cells;
  showRestaurant: boolean;
}) {
  const { t } = cells;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{productLabel(row.material, t)}</Text>
        <Result row={row} t={t} />
      </Group>
      {showRestaurant && <Text size="sm">{restaurantOf(row)}</Text>}
      <Text size="sm">
        {t('recommendations.field.asked')}: {cells.time(row.startTime, row)}
      </Text>
      <Text size="sm">
        {t('recommendations.field.due')}: {cells.time(row.endTime, row)}
      </Text>
      <Text size="sm" c="dimmed">
        {row.pieces} {t('recommendations.field.pieces').toLowerCase()} · {weightOf(row, cells)} ·{' '}
        {delayOf(row, cells)} ·{' '}
        {t(row.catering ? 'recommendations.type.CATERING' : 'recommendations.type.REGULAR')}
      </Text>
      {cells.onDelete && (
        <Group justify="flex-end">
          <DeleteButton row={row} cells={cells} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * The recommendation history (spec 001 §2, §3, §7, §9): the totals of the filters, then what
 * the system asked the crew to cook and when, against whether it was cooked and how late it
 * started; newest first, cursor paged. A user with DELETE may delete a task, after a confirm.
 */
export function RecommendationsPage({
  search,
  user,
}: {
  search: RecommendationsSearch;
  user: AccessSubject;
}) {
  const { t, locale, dateLocale } = useI18n();
  const [unit] = useWeightUnit();
  const { choice, timeZone, ...scope } = usePageScope();
  // Spec 000 §5: a material is sent once the dictionary holds it; one it does not leaves the URL.
  const materials = useKnownMaterials('chicken', 'materials', search.materials);
  const ready = scope.ready && materials.settled;
  const filters = recommendationFilters(search, scope, materials.known);
  const list = useInfiniteQuery({
    ...recommendationHistoryQueries.list(filters, search.limit),
    enabled: ready,
    // Coming back to the tab would ask every page loaded again.
    refetchOnWindowFocus: false,
  });
  const total = useQuery({ ...recommendationHistoryQueries.total(filters), enabled: ready });
  const remove = useMutation(recommendationHistoryMutations.remove());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    recordKey,
    t('recommendations.deleted'),
  );
  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  const lookup = useRestaurantLookup(
    choice.options,
    rows.map((row) => row.restaurantUuid),
  );
  const zoneOf = (row: RecommendationRecord) =>
    resolveTimeZone(lookup(row.restaurantUuid)?.timezone ?? timeZone);
  const cells: Cells = {
    t,
    unit,
    locale,
    ...zonedTimes(zoneOf, locale, dateLocale),
    // Spec 000 §6: offered only with TIMER_CYCLE_HISTORY or PCS DELETE, as the provider checks.
    onDelete: canCall(user, deleteRecommendation) ? ask : undefined,
  };
  const showRestaurant = filters.restaurantUuid === undefined;
  return (
    <Stack gap="md">
      <RecommendationTotals total={total} cells={cells} />
      <CursorList
        query={list}
        caption={t('recommendations.caption')}
        rowKey={recordKey}
        columns={columns(cells, showRestaurant)}
        card={(row) => (
          <RecommendationCard row={row} cells={cells} showRestaurant={showRestaurant} />
        )}
        estimate={ROW_ESTIMATE}
        total={total.data?.count}
        summary={total.data ? delaySummary(total.data, cells) : undefined}
        loadFailed={t('recommendations.loadFailed')}
        loadingLabel={t('recommendations.loading')}
        rowTestId="recommendation-row"
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('recommendations.deleteTitle')}
        confirmLabel={t('recommendations.delete')}
      >
        {deleting
          ? t('recommendations.deleteText', {
              product: productLabel(deleting.material, t),
              time: cells.time(deleting.startTime, deleting),
              restaurant: restaurantOf(deleting),
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** Spec 001 §9 "task-delay … tables add High, Low and Average summary rows", under Started late. */
function delaySummary(total: RecommendationTotal, cells: Cells) {
  return highLowAverageRows(
    (id) => cells.t(`recommendations.${id}`),
    'delay',
    { high: total.highTaskDelay, low: total.lowTaskDelay, average: total.averageTaskDelay },
    (minutes) => minutesText(minutes, cells),
  );
}

/**
 * The figures' measured height: three rows on a phone; one row from 768 px, the weight's value
 * on two lines in the tablet's narrow columns, on one from 1200 px.
 */
const TOTALS_HEIGHT: FiguresHeight = { base: 161, sm: 74, lg: 46 };

/** The totals of every task the filters match (…/total), above the list. */
function RecommendationTotals({
  total,
  cells,
}: {
  total: UseQueryResult<RecommendationTotal>;
  cells: Cells;
}) {
  const { t, locale } = cells;
  const number = numberFormat(locale);
  return (
    <FiguresSection
      label={t('recommendations.totals')}
      loadingLabel={t('recommendations.loadingTotals')}
      query={total}
      columns={5}
      height={TOTALS_HEIGHT}
      figures={(data) => [
        { label: t('recommendations.count'), value: number.format(data.count) },
        {
          label: t('recommendations.field.weight'),
          value: data.grams === undefined ? '—' : weightText(data.grams, cells),
        },
        {
          label: t('recommendations.status.CANCELED'),
          value: data.neverCooked === undefined ? '—' : number.format(data.neverCooked),
        },
        { label: t('recommendations.lateTasks'), value: number.format(data.delaysNumber) },
        {
          label: t('recommendations.averageDelay'),
          value: minutesText(data.averageTaskDelay, cells),
        },
      ]}
    />
  );
}

/** The page's filters (the phone's filter sheet holds them): range, materials, status, type. */
export function RecommendationsToolbar({ search }: { search: RecommendationsSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const { timeZone } = usePageScope();
  const materials = useQuery(materialFilterOptions('chicken'));
  const set = (change: Partial<RecommendationsSearch>) =>
    setSearch((previous) => ({ ...previous, ...change }));
  return (
    <>
      <UrlDateRangeButton timeZone={timeZone} />
      <ProviderOptionFilter
        texts={productTexts(t, t('recommendations.materials'), t('recommendations.allMaterials'))}
        options={materials}
        value={search.materials?.split(',') ?? []}
        onChange={(next) => set({ materials: next.length > 0 ? next.join(',') : undefined })}
      />
      <NativeSelect
        aria-label={t('recommendations.status')}
        data={RECOMMENDATION_STATUSES.map((value) => ({
          value,
          label: `${t('recommendations.status')}: ${t(`recommendations.status.${value}`)}`,
        }))}
        value={search.status ?? 'COMPLETED'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ status: value === 'CANCELED' || value === 'ALL' ? value : undefined });
        }}
      />
      <NativeSelect
        aria-label={t('recommendations.type')}
        data={RECOMMENDATION_TYPES.map((value) => ({
          value,
          label: `${t('recommendations.type')}: ${t(`recommendations.type.${value}`)}`,
        }))}
        value={search.type ?? 'ALL'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ type: value === 'CATERING' || value === 'REGULAR' ? value : undefined });
        }}
      />
    </>
  );
}
