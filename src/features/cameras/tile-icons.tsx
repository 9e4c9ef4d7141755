/**
 * The tile's control icons: stroked 24-unit outlines drawn in the text colour, so they follow
 * the theme and the dark scheme. Decorative: every button carries its name.
 */
const PATHS = {
  restart: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  screenshot:
    'M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  fullScreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exitFullScreen: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  zoom: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.8-4.8M8 10.5h5M10.5 8v5',
  zoomOut: 'M5 12h14',
  zoomIn: 'M5 12h14M12 5v14',
  reset: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
} as const;

export type TileIconName = keyof typeof PATHS;

export function TileIcon({ name }: { name: TileIconName }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
