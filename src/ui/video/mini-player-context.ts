import { createContext, useContext } from 'react';
import type { FootageRecord } from '../../api/records/records.schema';

/**
 * What the mini-player plays (spec 001 §4 "Mini player: opens as a stream or a video"): a
 * camera live, or a camera's footage from a moment on ("from a figure to the footage").
 */
export type MiniPlayerItem =
  | {
      kind: 'stream';
      cameraUuid: string;
      restaurantUuid: string;
      /** The camera's name, shown in the player's title bar. */
      label: string;
    }
  | {
      kind: 'video';
      /** The HLS playlist's API path, as a recording's `hlsUrl`. */
      src: string;
      /** Seconds into the video to start from. */
      startAt: number;
      /** What is playing, e.g. 'Hot holding, 12:40:05'. */
      label: string;
      /**
       * A camera's footage (not a recording): the record it plays, offered for download and
       * delete, and its kitchen's zone for the record's times.
       */
      footage?: { record: FootageRecord; timeZone: string | undefined };
    };

/** What plays, and the page it was opened on: its address and its registry path. */
export interface Playing {
  item: MiniPlayerItem;
  backHref: string;
  backPage: string;
  /** Each open() starts a new player, even of the same item. */
  serial: number;
}

export interface MiniPlayer {
  /** Opens the item, replacing whatever plays; the page it was opened from is kept as the return link. */
  open(item: MiniPlayerItem): void;
  /** Stops what plays and closes the player, keeping its position and size. */
  close(): void;
  /** What plays now, if anything. */
  item: MiniPlayerItem | null;
}

export const NO_PLAYER: MiniPlayer = { open: () => undefined, close: () => undefined, item: null };

/** Given by the signed-in frame, which shows the mini-player above every page. */
export const MiniPlayerContext = createContext<MiniPlayer>(NO_PLAYER);

export function useMiniPlayer(): MiniPlayer {
  return useContext(MiniPlayerContext);
}
