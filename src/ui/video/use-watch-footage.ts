import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { listRecords } from '../../api/records/records.endpoints';
import { canCall } from '../../lib/access';
import { timeOfDay } from '../../lib/format';
import { stationWatcher, type FootageStation } from '../../lib/footage/station-camera';
import { footage } from '../../lib/i18n/en/footage';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { failureText } from '../feedback/failure-text';
import { notify, notifyError } from '../feedback/notify';
import { useMiniPlayer } from './mini-player-context';

registerMessages(footage);

/** The camera a station's footage comes from, in the user's language ('Hot holding'). */
export function stationCameraText(t: Translate, station: FootageStation): string {
  return t(`footage.station.${stationWatcher(station)}`);
}

const layoutRoute = getRouteApi('/_app');

/** A figure's moment in one kitchen. */
export interface FigureMoment {
  restaurantUuid: string;
  station: FootageStation;
  /** Epoch ms. */
  at: number;
  /** The kitchen's zone, for the time in the player's title and the notices. */
  timeZone?: string;
}

/**
 * From a figure to the footage: whether the signed-in user may watch (CAMERAS or
 * KITCHEN_PLAYER VIEW, as the records call), and `watch`, which opens the mini-player on the
 * station's camera at the moment, keeping the page; with nothing to show it says so in a notice
 * and opens nothing.
 */
export function useWatchFootage() {
  const { t, dateLocale } = useI18n();
  const user = layoutRoute.useRouteContext({ select: (context) => context.user });
  const player = useMiniPlayer();
  const [pending, setPending] = useState(false);
  const time = useCallback(
    (moment: FigureMoment) => timeOfDay(moment.at, { timeZone: moment.timeZone, dateLocale }),
    [dateLocale],
  );

  const watch = useCallback(
    async (moment: FigureMoment) => {
      setPending(true);
      try {
        // The camera and record lookups load with the first tap, not with every chart's page.
        const { footageAt } = await import('./footage-at');
        const found = await footageAt({
          ...moment,
          now: Date.now(),
          label: (camera) => t('footage.label', { camera, time: time(moment) }),
        });
        if (found.kind === 'open') player.open(found.item);
        else if (found.kind === 'none')
          void notify({
            title: t('footage.watch'),
            message: t('footage.none', {
              time: time(moment),
              camera: found.cameraName ?? stationCameraText(t, moment.station),
            }),
          });
        // In the user's words: ours for no answer or an unreadable one (spec 000 §8).
        else
          void notifyError(
            failureText(found.failure.code, found.failure.message, t),
            t('footage.failed'),
          );
      } finally {
        setPending(false);
      }
    },
    [player, t, time],
  );

  return { allowed: canCall(user, listRecords), watch, pending, time };
}

/**
 * A chart bar's 'Watch footage', for the bar menu of `SeriesChart`: offered for one
 * kitchen's hourly bars only (a day or a week is no moment to watch; Global mode has no one
 * kitchen), playing the station's footage from the hour's start.
 */
export function useBarFootage({
  restaurantUuid,
  station,
  hourly,
  timeZone,
}: {
  restaurantUuid: string | undefined;
  station: FootageStation;
  hourly: boolean;
  timeZone?: string;
}): { label: string; run: (range: { start: number }) => void } | undefined {
  const { t } = useI18n();
  const { allowed, watch } = useWatchFootage();
  if (!allowed || !restaurantUuid || !hourly) return undefined;
  return {
    label: t('footage.watch'),
    run: (range) => void watch({ restaurantUuid, station, at: range.start, timeZone }),
  };
}
