import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { MoveToItems } from '../../ui/list/move-to-items';
import { RowMenuPopup } from '../../ui/list/row-menu-popup';

/** A camera tile's ⋯ menu, loaded on its button's first use (`TileMenu`): moves, and Remove. */
export default function CameraTileMenu({
  target,
  position,
  positions,
  onMove,
  onRemove,
}: {
  target: ReactElement;
  position: number;
  positions: number;
  onMove(toPosition: number): void;
  onRemove(): void;
}) {
  const { t } = useI18n();
  return (
    <RowMenuPopup target={target}>
      <Menu.Dropdown>
        <MoveToItems
          position={position}
          positions={positions}
          label={(other) => t('cameraView.moveTo', { position: other })}
          onMove={onMove}
        />
        <Menu.Item color="red" onClick={onRemove}>
          {t('cameraView.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </RowMenuPopup>
  );
}
