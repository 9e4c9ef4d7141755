import { Badge } from '@mantine/core';
import type { CameraStatus } from '../../api/cameras/cameras.schema';
import { cameraSettings } from '../../lib/i18n/en/camera-settings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';

registerMessages(cameraSettings);

const STATUS_COLORS: Record<CameraStatus, string> = {
  ONLINE: 'green',
  OFFLINE: 'red',
  RESTARTING: 'yellow',
};

/**
 * A camera's status in words and colour (never colour alone); the text is the page's colour, as
 * a light badge's own is too faint to read, and the word is never cut.
 */
export function CameraStatusBadge({ status }: { status: CameraStatus }) {
  const { t } = useI18n();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      c="var(--mantine-color-text)"
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {t(`cameraSettings.status.${status}`)}
    </Badge>
  );
}
