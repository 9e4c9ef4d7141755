import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { restaurantsAdminQueries } from '../../api/restaurants/restaurants-admin.queries';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A restaurant's VPN tunnels (spec 001 §7 GET /networkInformation/tun/), read only in the edit
 * modal: for each host, the address the console reaches it at and whether the tunnel is up.
 * The provider sets them up from the hosts, so they are shown, not edited.
 */
export function TunnelList({ restaurantUuid }: { restaurantUuid: string }) {
  const { t } = useI18n();
  const tunnels = useQuery(restaurantsAdminQueries.tunnels(restaurantUuid));
  return (
    <Stack gap={4} aria-label={t('restaurantsAdmin.tunnels')} component="section">
      <Text fw={500} size="sm">
        {t('restaurantsAdmin.tunnels')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('restaurantsAdmin.tunnelsHint')}
      </Text>
      {tunnels.isError && (
        <Text size="sm" c="red">
          {t('restaurantsAdmin.tunnelsFailed')}
        </Text>
      )}
      {tunnels.data?.length === 0 && <Text size="sm">{t('restaurantsAdmin.noTunnels')}</Text>}
      {tunnels.data?.map((tunnel) => (
        <Group key={tunnel.hostUuid} gap="xs" wrap="wrap" data-testid="tunnel">
          <Text size="sm" fw={500}>
            {tunnel.hostName}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace">
            {tunnel.hostAddress} → {tunnel.tunnelAddress}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={tunnel.connected ? 'green' : 'red'}
            c="var(--mantine-color-text)"
          >
            {tunnel.connected ? t('restaurantsAdmin.tunnelUp') : t('restaurantsAdmin.tunnelDown')}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
