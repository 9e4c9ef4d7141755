import { zoomDates } from '../../api/analytics/analytics-filters';
import type { ZoomRange } from '../charts/series';
import { useSetSearch } from '../hooks/use-set-search';

/**
 * Spec 000 §2 click-to-zoom: a clicked bar's range becomes the page's dates (the preset and
 * resolution dropped); a range the URL cannot hold (an end after now is cut) changes nothing.
 */
export function useZoomToRange(): (range: ZoomRange) => void {
  const setSearch = useSetSearch();
  return (range) => {
    const dates = zoomDates(range, Date.now());
    if (!dates) return;
    setSearch((search) => ({ ...search, ...dates, timeInterval: undefined, interval: undefined }));
  };
}
