import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  materialFilterOptions,
  type MaterialProduct,
} from '../../api/dictionaries/material-options.queries';
import { commaList, dropUnknownOptions } from '../../lib/url-state';
import { useSetSearch } from './use-set-search';

export interface KnownValues {
  /**
   * The URL's values among the provider's options; none until the options are known, nor when
   * they fail to load (the filter then says so, and the figures are for all).
   */
  known: string[];
  /**
   * False while the URL names values the options are not known to hold yet: the calls wait for
   * them rather than go out with a value that is not applied, or without one that is.
   */
  settled: boolean;
}

/**
 * A URL filter (a comma list under `key`) whose options are the provider's data: fryer vendors,
 * entree packages, the dictionaries' materials. Spec 000 §5: once the options are known, a value
 * not among them leaves the URL (replacing the entry), so the link and the filter count say what
 * is applied.
 */
export function useKnownValues(
  key: string,
  asked: string | undefined,
  options: { data: readonly string[] | undefined; isPending: boolean },
): KnownValues {
  const setSearch = useSetSearch();
  const { data } = options;
  useEffect(() => {
    if (asked === undefined || data === undefined) return;
    const kept = commaList(dropUnknownOptions(asked, data));
    if (kept !== asked) setSearch((previous) => ({ ...previous, [key]: kept }), { replace: true });
  }, [key, asked, data, setSearch]);
  return {
    known: data ? dropUnknownOptions(asked, data) : [],
    settled: asked === undefined || !options.isPending,
  };
}

/**
 * A product filter's URL values (`key`: `materials`, `chickenTypes`) against the product's
 * dictionary (GET /dictionaries/materials/all or /dictionaries/potato-materials/all), as
 * `useKnownValues` says; `enabled` false asks nothing and applies none.
 */
export function useKnownMaterials(
  product: MaterialProduct,
  key: string,
  asked: string | undefined,
  enabled = true,
): KnownValues {
  const materials = useQuery({ ...materialFilterOptions(product), enabled });
  const values = useMemo(() => materials.data?.map((option) => option.value), [materials.data]);
  return useKnownValues(key, asked, { data: values, isPending: enabled && materials.isPending });
}
