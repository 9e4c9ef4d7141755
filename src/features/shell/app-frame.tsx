import { Box, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { getRouteApi, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  chooseRestaurant,
  GLOBAL_RESTAURANT,
  useRestaurantChoice,
  zoneOfChoice,
} from '../../api/restaurants/restaurant-choice';
import { readSession } from '../../api/auth/session-store';
import { getConfig } from '../../lib/config';
import { useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { useOnline } from '../../ui/hooks/use-online';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { MiniPlayerProvider } from '../../ui/video/mini-player';
import { AppHeader } from './app-header';
import { useChooseRestaurant } from './choose-restaurant';
import { useCurrentPage } from './current-page';
import { isMonitorPage, pagesAreAllPcs } from './floor-layout';
import { SidebarNav } from './sidebar-nav';
import { Pending } from '../../ui/feedback/pending';
import { ChartTimeZone } from '../../ui/charts/chart-time-zone';
import { FloorFrameProvider, type FloorKitchen } from '../../ui/floor/floor-frame';
import { useDocumentFullScreen } from '../../ui/floor/use-document-full-screen';
import './frame.css';

const layoutRoute = getRouteApi('/_app');
const MobileNav = lazy(() => import('./mobile-nav'));
// The floor layout's header and its clock load only when the floor layout is on: a floor
// account's first page is the queue monitor, and everyone else's first page never draws them.
const FloorHeader = lazy(() =>
  import('./floor-header').then(({ FloorHeader }) => ({ default: FloorHeader })),
);

/**
 * The signed-in frame (spec 000 §2 "Shell rules"): header, sidebar (a drawer under 575 px that
 * closes on navigation), the page, and the footer with the year and the support address.
 * `notifications` is the bell, composed in by the layout route. A kitchen-floor account, and the
 * queue monitor in full screen, get the floor layout instead: no sidebar and a one-line header
 * (docs/decisions/production.md, "The floor layout").
 */
export function AppFrame({ notifications }: { notifications?: ReactNode }) {
  const { t } = useI18n();
  const online = useOnline();
  const isMobile = useIsMobile();
  const { user } = layoutRoute.useRouteContext();
  const search = layoutRoute.useSearch();
  const currentPage = useCurrentPage();
  const restaurant = useRestaurantSearch(user, search.restaurantUuid);
  // Spec 000 §2: on a phone, following a link closes the sidebar. The drawer remembers the
  // page it was opened on, so any navigation (a link, Back) closes it.
  const location = useLocation();
  const [drawerPage, setDrawerPage] = useState<string | null>(null);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const drawerOpened = drawerPage === location.pathname;
  const setDrawerOpened = (open: boolean) => {
    if (open) setDrawerLoaded(true);
    setDrawerPage(open ? location.pathname : null);
  };
  const [sidebarOpened, setSidebarOpened] = useLocalStorage({
    key: 'kc.sidebar',
    defaultValue: true,
    getInitialValueInEffect: false,
  });

  const navOpened = isMobile ? drawerOpened : sidebarOpened;
  const navProps = { user, currentPage, restaurantUuid: restaurant.uuidInUrl };

  const fullScreen = useDocumentFullScreen();
  const floor = pagesAreAllPcs(user) || (fullScreen.active && isMonitorPage(currentPage));
  const floorFrame = useFloorFrame(floor);
  const choiceZone = zoneOfChoice(restaurant.choice.options, restaurant.choice.current);
  const choiceLabel = restaurant.choice.options.find(
    (option) => option.value === restaurant.choice.current,
  )?.label;

  return (
    <Box className="kc-frame">
      {/* Around the page, so what plays in the mini-player survives navigation (spec 001 §4). */}
      <MiniPlayerProvider currentPage={currentPage}>
        <a className="kc-skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        {floor ? (
          <Suspense fallback={<header className="kc-header kc-floor-header" />}>
            <FloorHeader
              user={user}
              email={user.email}
              // The page's kitchen when it names one (`/pcs/{id}`), else the header's choice.
              kitchen={
                floorFrame.kitchen ?? { label: choiceLabel, timeZone: choiceZone ?? undefined }
              }
              slotRef={floorFrame.slotRef}
              fullScreen={{ active: fullScreen.active, exit: fullScreen.toggle }}
              notifications={notifications}
            />
          </Suspense>
        ) : (
          <AppHeader
            user={user}
            email={user.email}
            choice={restaurant.choice}
            onChooseRestaurant={restaurant.choose}
            navOpened={navOpened}
            onToggleNav={() =>
              isMobile ? setDrawerOpened(!drawerOpened) : setSidebarOpened((open) => !open)
            }
            notifications={notifications}
          />
        )}
        {!online && (
          <Text role="status" size="sm" ta="center" py={4} bg="var(--mantine-color-yellow-light)">
            {t('app.offline')}
          </Text>
        )}
        <Box className="kc-body" data-floor={floor || undefined}>
          {!floor && !isMobile && sidebarOpened && (
            <Box component="aside" id="kc-sidebar" className="kc-sidebar">
              <SidebarNav {...navProps} />
            </Box>
          )}
          <Box className="kc-content">
            <Box component="main" id="main" className="kc-main">
              {/* The chosen kitchen's clock on every chart, as on the page's other times. */}
              <ChartTimeZone.Provider value={choiceZone ?? undefined}>
                <FloorFrameProvider value={floorFrame.context}>
                  <Outlet />
                </FloorFrameProvider>
              </ChartTimeZone.Provider>
            </Box>
            <Box component="footer" className="kc-footer">
              <Text size="xs" c="dimmed" ta="center">
                {t('app.footer', {
                  year: new Date().getFullYear(),
                  email: getConfig().supportEmail,
                })}
              </Text>
            </Box>
          </Box>
        </Box>
        {!floor && isMobile && drawerLoaded && (
          <Suspense fallback={<Pending />}>
            <MobileNav {...navProps} opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
          </Suspense>
        )}
      </MiniPlayerProvider>
    </Box>
  );
}

/**
 * The floor layout's state: the header's element where a page draws its live state, and the
 * kitchen a page names (`/pcs/{id}` may show another than the header's choice) while it is shown.
 */
function useFloorFrame(active: boolean) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [kitchen, setKitchen] = useState<FloorKitchen | null>(null);
  const claim = useCallback((named: FloorKitchen) => {
    setKitchen(named);
    return () => setKitchen((current) => (current === named ? null : current));
  }, []);
  const context = useMemo(
    () => ({ active, slot: active ? slot : null, claim }),
    [active, slot, claim],
  );
  return { context, slotRef: setSlot, kitchen: active ? kitchen : null };
}

/**
 * The current restaurant between URL, selector and stored choice: a valid `restaurantUuid` in
 * the URL wins and is remembered; one that is not among the options is dropped from the URL
 * (spec 000 §5); choosing another restaurant removes the date and interval parameters
 * (spec 000 §2).
 */
function useRestaurantSearch(
  user: Parameters<typeof useRestaurantChoice>[0],
  requested: string | undefined,
) {
  const choice = useRestaurantChoice(user, requested);
  const setSearch = useSetSearch();
  const known = !choice.isLoading && !choice.isError;
  const requestedIsOption = choice.options.some((option) => option.value === requested);

  useEffect(() => {
    if (choice.fixed || !requested || !known) return;
    if (requestedIsOption) {
      if (readSession()?.restaurantUuid !== requested) chooseRestaurant(requested);
    } else {
      setSearch(({ restaurantUuid: _dropped, ...rest }) => rest, { replace: true });
    }
    // The URL and the loaded options are what this reacts to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice.fixed, requested, requestedIsOption, known]);

  return {
    choice,
    choose: useChooseRestaurant(),
    uuidInUrl: choice.fixed || choice.current === GLOBAL_RESTAURANT ? undefined : choice.current,
  };
}
