import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { MoveToItems } from '../../ui/list/move-to-items';
import { RowMenuPopup } from '../../ui/list/row-menu-popup';

/** A wall tile's ⋯ menu, loaded on its button's first use (`TileMenu`): details, and moves. */
export default function WallTileMenu({
  target,
  position,
  positions,
  onMove,
  onDetails,
}: {
  target: ReactElement;
  position: number;
  positions: number;
  onMove(toPosition: number): void;
  onDetails(): void;
}) {
  const { t } = useI18n();
  return (
    <RowMenuPopup target={target}>
      <Menu.Dropdown>
        <Menu.Item onClick={onDetails}>{t('video.stream.details')}</Menu.Item>
        <MoveToItems
          position={position}
          positions={positions}
          label={(other) => t('plugPlay.moveTo', { position: other })}
          onMove={onMove}
        />
      </Menu.Dropdown>
    </RowMenuPopup>
  );
}
