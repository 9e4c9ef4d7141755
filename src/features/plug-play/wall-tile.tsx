import { Group, Paper, Text } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { TileMenu } from '../../ui/list/tile-menu';
import { useSwapByDrag } from '../../ui/hooks/use-swap-by-drag';

const loadMenu = () => import('./wall-tile-menu');
const WallTileMenu = lazy(loadMenu);

/**
 * One stream on the wall: its name over `children` (the live stream or its picture). A stream
 * moves to another position by its menu (touch has no drag) or, on a desktop, by dragging its
 * title onto another stream (spec 001 §2 "stream swap"). The menu also opens the stream's details
 * (GET /streams/{id}, and its rename and end for a role that may).
 */
export function WallTile({
  name,
  position,
  positions,
  onMove,
  onDetails,
  width,
  children,
}: {
  name: string;
  /** 1-based, as people count. */
  position: number;
  positions: number;
  /** Swaps this stream with the one at `toPosition`. */
  onMove(toPosition: number): void;
  /** Opens the stream's details. */
  onDetails(): void;
  width: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { dropping, target, handle } = useSwapByDrag('wall-stream', position, onMove);

  return (
    <Paper
      withBorder
      p={0}
      component="section"
      aria-label={t('plugPlay.tile', { name, position })}
      data-wall-position={position}
      style={{
        flex: `0 0 ${width}`,
        scrollSnapAlign: 'start',
        outline: dropping ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
      }}
      {...target}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" px="xs" py={4} {...handle}>
        <Text size="sm" fw={600} truncate translate="no">
          {name}
        </Text>
        <TileMenu
          label={t('plugPlay.tileMenu', { name })}
          preload={() => void loadMenu()}
          menu={(target) => (
            <WallTileMenu
              target={target}
              position={position}
              positions={positions}
              onMove={onMove}
              onDetails={onDetails}
            />
          )}
        />
      </Group>
      {children}
    </Paper>
  );
}
