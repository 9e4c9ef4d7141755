import { Menu } from '@mantine/core';
import { useChartTimestamp, type ZoomRange } from './series';

/** What else a bar offers beside its own action (its footage). */
export interface PointAction {
  label: string;
  run: (range: ZoomRange) => void;
}

/** A bar picked by a click or Enter, and where (px in the chart's box) to show its menu. */
export interface PickedPoint {
  range: ZoomRange;
  left: number;
  top: number;
}

/**
 * The bar's actions when it has more than one: its own (zoom, open its records) and the extra
 * one, in a menu at the bar. Focus goes to the first item, Escape closes it (Mantine's menu).
 */
export function PointMenu({
  picked,
  onClose,
  primary,
  extra,
}: {
  picked: PickedPoint | null;
  onClose: () => void;
  primary: PointAction;
  extra: PointAction;
}) {
  const chartTime = useChartTimestamp();
  return (
    <Menu
      opened={picked !== null}
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      withinPortal={false}
      trapFocus
      returnFocus
    >
      <Menu.Target>
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: picked?.left ?? 0,
            top: picked?.top ?? 0,
            width: 1,
            height: 1,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {picked && <Menu.Label>{chartTime(picked.range.start)}</Menu.Label>}
        {[primary, extra].map((action) => (
          <Menu.Item key={action.label} onClick={() => picked && action.run(picked.range)}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
