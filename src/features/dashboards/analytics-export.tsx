import { Group, Text } from '@mantine/core';
import { resolveAnalyticRange, type AnalyticFilters } from '../../api/analytics/analytics.queries';
import type { DownloadOptions } from '../../api/download';
import { useI18n } from '../../lib/i18n/i18n';
import { ExportButton } from '../../ui/downloads/export-button';

/**
 * 'Export' on the dashboard: GET /analytic/report for the dashboard's range and restaurant, a
 * zip (spec 000 §4, §7). The call has no product parameter, so with products chosen the button
 * says the file holds every product. The download code loads on the first click, so the
 * landing page carries only the button.
 */
export function AnalyticsExportButton({
  filters,
  productsChosen,
}: {
  filters: AnalyticFilters;
  productsChosen: boolean;
}) {
  const { t } = useI18n();
  async function download(options: DownloadOptions) {
    const { downloadAnalytics } = await import('../../api/reports/reports.api');
    const { start, end } = resolveAnalyticRange(filters.range, Date.now());
    return downloadAnalytics(
      { startEventTime: start, endEventTime: end, restaurantUuid: filters.restaurantUuid },
      options,
    );
  }
  if (!productsChosen) return <ExportButton download={download} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <ExportButton download={download} />
      <Text size="xs" c="dimmed">
        {t('dashboards.exportAllProducts')}
      </Text>
    </Group>
  );
}
