import { useRouter } from '@tanstack/react-router';
import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { MiniPlayerContext, NO_PLAYER, type MiniPlayer, type Playing } from './mini-player-context';

// The window, its players and their libraries (janus-gateway, hls.js) load when something is
// first opened: the signed-in frame's first page carries only this provider.
const MiniPlayerWindow = lazy(() => import('./mini-player-window'));

/**
 * The mini-player of spec 001 §4 over every signed-in page: given once by the signed-in frame
 * around the page, so what plays survives navigation. `currentPage` is the registry path of the
 * page on screen, whose title names the way back. Inside another player's provider it defers
 * to that one (a test's double, say): never two windows.
 */
export function MiniPlayerProvider({
  currentPage,
  children,
}: {
  currentPage: string;
  children: ReactNode;
}) {
  const outer = useContext(MiniPlayerContext);
  const router = useRouter();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const page = useRef(currentPage);
  useEffect(() => {
    page.current = currentPage;
  });

  const player = useMemo<MiniPlayer>(
    () => ({
      open: (item) =>
        setPlaying((current) => ({
          item,
          backHref: router.state.location.href,
          backPage: page.current,
          serial: (current?.serial ?? 0) + 1,
        })),
      close: () => setPlaying(null),
      item: playing?.item ?? null,
    }),
    [playing, router],
  );

  if (outer !== NO_PLAYER) return children;
  return (
    <MiniPlayerContext.Provider value={player}>
      {children}
      {playing && (
        <Suspense>
          <MiniPlayerWindow
            key={playing.serial}
            playing={playing}
            onClose={player.close}
            onBack={() => {
              player.close();
              void router.navigate({ href: playing.backHref });
            }}
          />
        </Suspense>
      )}
    </MiniPlayerContext.Provider>
  );
}
