import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { DEVICE_STATUSES } from '../../api/devices/devices.constants';
import type { DeviceSet } from '../../api/restaurants/restaurants-admin.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { isKnown, valueLabel } from '../../lib/known-value';
import { NO_CUT } from './restaurant-card';

const STATUS_COLOR = { ONLINE: 'green', OFFLINE: 'red', NOT_CONFIRMED: 'yellow' } as const;

/**
 * Picks devices of a set (a restaurant's, or the unassigned pool): PCs then tablets, a native
 * checkbox each (Tab and Space work), each with its status so a dead one is not sent by mistake.
 */
export function DevicePicker({
  devices,
  picked,
  onChange,
  error,
}: {
  devices: DeviceSet;
  picked: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  error?: string;
}) {
  const { t } = useI18n();
  const toggle = (uuid: string) => {
    const next = new Set(picked);
    if (next.has(uuid)) next.delete(uuid);
    else next.add(uuid);
    onChange(next);
  };
  const rows = [
    {
      title: t('restaurantsAdmin.pcs'),
      items: devices.pcs.map((pc) => ({
        uuid: pc.uuid,
        label: pc.identifier,
        detail: null,
        status: pc.status,
      })),
    },
    {
      title: t('restaurantsAdmin.tablets'),
      items: devices.tablets.map((tablet) => ({
        uuid: tablet.uuid,
        label: tablet.name,
        detail: tablet.model,
        status: tablet.status,
      })),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <Stack gap="sm">
      {rows.map((group) => (
        <Stack
          key={group.title}
          gap={6}
          component="fieldset"
          style={{ border: 0, padding: 0, margin: 0 }}
        >
          <Text component="legend" fw={500} size="sm" mb={4}>
            {group.title}
          </Text>
          {group.items.map((item) => (
            <Group key={item.uuid} gap="xs" wrap="nowrap" justify="space-between">
              <Checkbox
                checked={picked.has(item.uuid)}
                onChange={() => toggle(item.uuid)}
                label={
                  // One element: a touch screen's label is a flex box (ui/theme/touch.css), whose
                  // items would each be a block, the space before the model dropped.
                  <span>
                    {item.label}
                    {item.detail && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {item.detail}
                      </Text>
                    )}
                  </span>
                }
                data-testid="device-option"
              />
              {item.status !== undefined && (
                <Badge
                  size="sm"
                  variant="light"
                  color={isKnown(DEVICE_STATUSES, item.status) ? STATUS_COLOR[item.status] : 'gray'}
                  c="var(--mantine-color-text)"
                  styles={NO_CUT}
                >
                  {valueLabel(
                    t,
                    DEVICE_STATUSES,
                    item.status,
                    (known) => `restaurantsAdmin.devices.status.${known}`,
                  )}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      ))}
      <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('restaurantsAdmin.devices.picked', { count: picked.size })}
      </Text>
    </Stack>
  );
}

/**
 * "2 PCs and 1 tablet" of an assign's or a move's answer, in the user's words; "3 devices", the
 * number sent, when the answer does not count them (spec 001 §7 line 196 gives it no answer).
 */
export function movedDevices(
  t: ReturnType<typeof useI18n>['t'],
  moved: { pcs?: number; tablets?: number },
  sent: number,
): string {
  if (moved.pcs === undefined || moved.tablets === undefined)
    return t('restaurantsAdmin.deviceCount', { count: sent });
  return t('restaurantsAdmin.pcsAndTablets', {
    pcs: t('restaurantsAdmin.pcCount', { count: moved.pcs }),
    tablets: t('restaurantsAdmin.tabletCount', { count: moved.tablets }),
  });
}
