import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../theme/icons';
import { stationCameraText, useWatchFootage, type FigureMoment } from './use-watch-footage';

// The tip's floating machinery (floating-ui, ~20 KiB gzip in 5 files) loads on a mouse's first
// hover: a list's first screen does not wait for it.
const FootageTip = lazy(() => import('./footage-tip'));

function VideoIcon() {
  return (
    <Icon width={18} height={18}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </Icon>
  );
}

/**
 * 'Watch footage' on a record with a time: one tap opens the mini-player on the
 * station's camera at that moment, the page staying behind it. Shown only for one kitchen and to
 * a user who may watch.
 */
export function WatchFootageButton({
  restaurantUuid,
  ...moment
}: Omit<FigureMoment, 'restaurantUuid'> & { restaurantUuid: string | undefined }) {
  const { t } = useI18n();
  const { allowed, watch, pending, time } = useWatchFootage();
  // The tip is made on the first hover, not with the button: a list's rows each carry one, and
  // a tooltip's floating machinery in every row was a large share of rendering them on a phone.
  // null until a mouse has come over it; then whether one is over it.
  const [hovered, setHovered] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (!allowed || !restaurantUuid) return null;
  const figure = { ...moment, restaurantUuid };
  const label = t('footage.watchAt', {
    camera: stationCameraText(t, moment.station),
    time: time(figure),
  });
  return (
    <>
      {hovered !== null && (
        <Suspense fallback={null}>
          <FootageTip label={t('footage.watch')} target={button} opened={hovered} />
        </Suspense>
      )}
      <ActionIcon
        ref={button}
        variant="subtle"
        size="lg"
        aria-label={label}
        loading={pending}
        data-footage-action
        // A tap on a phone would leave the tip over the row: it shows for a mouse's hover only.
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered((shown) => (shown === null ? null : false))}
        onClick={(event) => {
          // A row may open something itself: the footage is this button's alone.
          event.stopPropagation();
          void watch(figure);
        }}
      >
        <VideoIcon />
      </ActionIcon>
    </>
  );
}
