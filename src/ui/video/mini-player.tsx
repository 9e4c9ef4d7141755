import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { appRoute } from '../../lib/route-table';
import { useIsMobile } from '../hooks/use-is-mobile';
import { MiniPlayerContext, type MiniPlayer, type MiniPlayerItem } from './mini-player-context';

// The window, its players and their libraries (janus-gateway, hls.js) load when something is
// first opened: the signed-in frame's first page carries only this provider.
const MiniPlayerWindow = lazy(() => import('./mini-player-window'));

/** Where 'Back to …' leads: the address open() was called from, and that page's title. */
export interface ReturnLink {
  href: string;
  page: MessageKey | null;
}

interface Playing {
  item: MiniPlayerItem;
  back: ReturnLink;
  /** A new open() starts a new player, even of the same item. */
  serial: number;
}

const forgetStoredFrame = () =>
  void import('./mini-player-frame-store').then((store) => store.forgetFrame());

/**
 * The mini-player of spec 001 §4 over every signed-in page: given once by the signed-in frame
 * around the page, so what plays survives navigation. `currentPage` is the registry path of the
 * page on screen, whose title names the way back.
 */
export function MiniPlayerProvider({
  currentPage,
  children,
}: {
  currentPage: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const isMobile = useIsMobile();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const page = useRef(currentPage);
  useEffect(() => {
    page.current = currentPage;
  });

  // Spec 001 §4 "is reset on mobile screen": a phone docks it, and a wider screen later starts
  // from the default frame.
  useEffect(() => {
    if (isMobile) forgetStoredFrame();
  }, [isMobile]);

  const player = useMemo<MiniPlayer>(
    () => ({
      open: (item) =>
        setPlaying((current) => ({
          item,
          back: {
            href: router.state.location.href,
            page: appRoute(page.current)?.title ?? null,
          },
          serial: (current?.serial ?? 0) + 1,
        })),
      close: () => setPlaying(null),
      item: playing?.item ?? null,
    }),
    [playing, router],
  );

  return (
    <MiniPlayerContext.Provider value={player}>
      {children}
      {playing && (
        <Suspense fallback={null}>
          <MiniPlayerWindow
            key={playing.serial}
            item={playing.item}
            back={playing.back}
            onClose={player.close}
            onBack={() => {
              player.close();
              void router.navigate({ href: playing.back.href });
            }}
          />
        </Suspense>
      )}
    </MiniPlayerContext.Provider>
  );
}
