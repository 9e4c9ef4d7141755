import { useEffect, useEffectEvent } from 'react';
import { maxSpanLabel } from '../../lib/date-range-text';
import { useI18n } from '../../lib/i18n/i18n';
import { notify } from '../feedback/notify';

/** Spec 000 §5/§8: the danger notice shows for 3000 ms. */
const NOTICE_MS = 3000;

/**
 * Spec 000 §5 "Custom date range": when the chosen range becomes longer than the maximum span,
 * an error notice titled 'Error' reads 'Date range must be less than {interval}'. Once per
 * change from fine to too long, not on every render while it stays too long.
 */
export function useRangeTooLongNotice(tooLong: boolean, maxSpanSeconds: number | undefined) {
  const { t, dateLocale } = useI18n();
  const show = useEffectEvent(() => {
    if (maxSpanSeconds === undefined) return;
    void notify({
      color: 'red',
      title: t('errors.title'),
      message: t('dates.rangeTooLong', { interval: maxSpanLabel(maxSpanSeconds, dateLocale) }),
      autoClose: NOTICE_MS,
    });
  });
  useEffect(() => {
    if (tooLong) show();
  }, [tooLong]);
}
