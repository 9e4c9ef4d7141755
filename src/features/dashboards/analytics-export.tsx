import { resolveAnalyticRange, type AnalyticFilters } from '../../api/analytics/analytics.queries';
import type { DownloadOptions } from '../../api/download';
import { ExportButton } from '../../ui/downloads/export-button';

/**
 * 'Export' on the dashboard: GET /analytic/report for the dashboard's range and restaurant, a
 * zip (spec 000 §4, §7). The download code loads on the first click, so the landing page
 * carries only the button.
 */
export function AnalyticsExportButton({ filters }: { filters: AnalyticFilters }) {
  async function download(options: DownloadOptions) {
    const { downloadAnalytics } = await import('../../api/reports/reports.api');
    const { start, end } = resolveAnalyticRange(filters.range, Date.now());
    return downloadAnalytics(
      { startEventTime: start, endEventTime: end, restaurantUuid: filters.restaurantUuid },
      options,
    );
  }
  return <ExportButton download={download} />;
}
