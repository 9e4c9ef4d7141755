import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_QUERY } from '../theme/theme';

/** Spec 000 §1: mobile under 575 px. Starts from the real width, so no layout jump. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}
