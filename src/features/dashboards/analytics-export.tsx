import { Button } from '@mantine/core';
import { useState } from 'react';
import { resolveAnalyticRange, type AnalyticFilters } from '../../api/analytics/analytics.queries';
import { isAbortError } from '../../api/request';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { notify, notifyError } from '../../ui/notify';

type ExportState = { busy: false } | { busy: true; percent: number | null };

/**
 * 'Export' on the dashboard: GET /analytic/report for the dashboard's range and restaurant, a
 * zip saved under the provider's file name, with its progress on the button (spec 000 §4, §7).
 * The download code loads on the first click, so the landing page carries only this button.
 */
export function AnalyticsExportButton({ filters }: { filters: AnalyticFilters }) {
  const { t } = useI18n();
  const [state, setState] = useState<ExportState>({ busy: false });

  async function start() {
    setState({ busy: true, percent: 0 });
    try {
      const [{ downloadAnalytics }, { saveZip, PopupBlockedError }, { reports }] =
        await Promise.all([
          import('../../api/reports/reports.api'),
          import('../../lib/save-zip'),
          import('../../lib/i18n/en/reports'),
        ]);
      // The 202 and pop-up texts are the reports page's (spec 000 §4, §8).
      registerMessages(reports);
      const { start, end } = resolveAnalyticRange(filters.range, Date.now());
      const result = await downloadAnalytics(
        { startEventTime: start, endEventTime: end, restaurantUuid: filters.restaurantUuid },
        { onProgress: (percent) => setState({ busy: true, percent }) },
      );
      if (!result.success) {
        void notifyError(result.message, t('dashboards.exportFailed'));
      } else if (result.data.kind === 'accepted') {
        void notify({ color: 'blue', message: t('reports.accepted') });
      } else {
        try {
          saveZip(result.data.blob, result.data.fileName);
          void notify({
            color: 'green',
            message: t('dashboards.exported', { fileName: result.data.fileName }),
          });
        } catch (error) {
          if (!(error instanceof PopupBlockedError)) throw error;
          void notifyError(t('reports.popupBlocked'), t('dashboards.exportFailed'));
        }
      }
    } catch (error) {
      if (!isAbortError(error)) {
        void notifyError(error instanceof Error ? error.message : '', t('dashboards.exportFailed'));
      }
    } finally {
      setState({ busy: false });
    }
  }

  return (
    <Button variant="default" onClick={() => void start()} disabled={state.busy} aria-live="polite">
      {!state.busy
        ? t('dashboards.export')
        : state.percent === null
          ? t('dashboards.exportingUnknown')
          : t('dashboards.exporting', { percent: state.percent })}
    </Button>
  );
}
