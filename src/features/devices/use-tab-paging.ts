import { useEffect, useRef } from 'react';
import { useSetSearch } from '../../ui/hooks/use-set-search';

/**
 * The tabs of a devices page share the URL's `page` (ui/forms/tab-bar.tsx writes only `tab`):
 * moving to another tab starts it on its first page, rather than on the page number the last
 * tab was at. A page in the address when the page opens is kept.
 */
export function useFirstPageOnTabChange(tab: string | undefined, page: number | undefined): void {
  const setSearch = useSetSearch();
  const last = useRef(tab);
  useEffect(() => {
    if (last.current === tab) return;
    last.current = tab;
    if (page === undefined) return;
    setSearch((previous) => ({ ...previous, page: undefined }), { replace: true });
  }, [tab, page, setSearch]);
}
