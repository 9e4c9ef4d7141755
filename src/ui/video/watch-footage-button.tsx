import { ActionIcon, Tooltip } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';
import { stationCamera } from '../../lib/footage/station-camera';
import { Icon } from '../theme/icons';
import { useWatchFootage, type FigureMoment } from './use-watch-footage';

function VideoIcon() {
  return (
    <Icon width={18} height={18}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </Icon>
  );
}

/**
 * 'Watch footage' on a record with a time (issue 16): one tap opens the mini-player on the
 * station's camera at that moment, the page staying behind it. Shown only for one kitchen and to
 * a user who may watch.
 */
export function WatchFootageButton({
  restaurantUuid,
  ...moment
}: Omit<FigureMoment, 'restaurantUuid'> & { restaurantUuid: string | undefined }) {
  const { t } = useI18n();
  const { allowed, watch, pending, time } = useWatchFootage();
  if (!allowed || !restaurantUuid) return null;
  const figure = { ...moment, restaurantUuid };
  const label = t('footage.watchAt', { camera: stationCamera(moment.station), time: time(figure) });
  return (
    // A tap on a phone would leave the tip over the row: it shows on hover only.
    <Tooltip
      label={t('footage.watch')}
      withinPortal={false}
      events={{ hover: true, focus: false, touch: false }}
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        loading={pending}
        data-footage-action
        onClick={(event) => {
          // A row may open something itself: the footage is this button's alone.
          event.stopPropagation();
          void watch(figure);
        }}
      >
        <VideoIcon />
      </ActionIcon>
    </Tooltip>
  );
}
