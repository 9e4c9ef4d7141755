import { Badge } from '@mantine/core';
import { cameraStatusLabel, type CameraStatus } from '../../api/cameras/cameras.schema';
import { isKnown } from '../../lib/known-value';
import { cameraSettings } from '../../lib/i18n/en/camera-settings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';

registerMessages(cameraSettings);

const STATUS_COLORS: Record<CameraStatus, string> = {
  ONLINE: 'green',
  OFFLINE: 'red',
  RESTARTING: 'yellow',
};

/** A status the console does not know: its code, in a neutral colour. */
const UNKNOWN_COLOR = 'gray';

/**
 * A camera's status in words and colour (never colour alone); the text is the page's colour, as
 * a light badge's own is too faint to read, and the word is never cut. The status is the
 * provider's: one the console does not know shows its code in grey.
 */
export function CameraStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const color = isKnown(Object.keys(STATUS_COLORS) as CameraStatus[], status)
    ? STATUS_COLORS[status]
    : UNKNOWN_COLOR;
  return (
    <Badge
      color={color}
      variant="light"
      c="var(--mantine-color-text)"
      style={{ flex: 'none', minWidth: 'max-content' }}
      data-status={status}
    >
      {cameraStatusLabel(t, status)}
    </Badge>
  );
}
