import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { utcOffsetLabel } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { DigitalClock } from '../../ui/analytics/digital-clock';
import { FigureBlock, LevelDot } from './figure-block';
import { ALERT_SEVERITIES } from '../../api/alerts/alerts.schema';
import { formatFigure, SEVERITY_COLORS } from './monitoring-rules';
import { GPU_FIGURES, HOST_GROUPS, type HostFigures } from './server-figures';
import './host-card.css';
import { Identifier } from '../../ui/list/identifier';

/**
 * One host's card (spec 000 §7 "Monitoring"): who it is (computer name, OS,
 * processor, uptime), the PC's clock (spec 000 §2 digital clock, for its time-zone offset), its
 * active alerts, then CPU, memory, swap, GPU, root disk, disk and network figures, each with
 * min, max and avg over the range. Memoised: a page render that leaves the card's figures as
 * they were (the range's minute moving on, a toolbar change) does not draw it again.
 */
export const HostCard = memo(function HostCard({ card }: { card: HostFigures }) {
  const { t, locale } = useI18n();
  const alertTotal = ALERT_SEVERITIES.reduce((sum, severity) => sum + card.alerts[severity], 0);
  const os = [card.osName, card.osVersion].filter(Boolean).join(' ');
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-label={t('monitoring.hostCard', { host: card.host })}
      data-testid="host-card"
      data-host={card.host}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <Identifier>{card.host}</Identifier>
            </Title>
            {card.utcOffsetMinutes !== null && (
              <Text size="sm" c="dimmed">
                {t('monitoring.pcClock')} <DigitalClock utcOffsetMinutes={card.utcOffsetMinutes} />{' '}
                ({utcOffsetLabel(card.utcOffsetMinutes)})
              </Text>
            )}
          </div>
          <Stack gap={2} align="flex-end">
            {alertTotal === 0 ? (
              <Text size="sm">{t('monitoring.noActiveAlerts')}</Text>
            ) : (
              <>
                <Text size="sm" fw={600}>
                  {t('monitoring.activeAlerts')}
                </Text>
                <Group gap="xs">
                  {ALERT_SEVERITIES.filter((severity) => card.alerts[severity] > 0).map(
                    (severity) => (
                      <Text
                        key={severity}
                        size="sm"
                        data-testid="host-alerts"
                        data-severity={severity}
                      >
                        <LevelDot color={SEVERITY_COLORS[severity]} />
                        {t('monitoring.alertCount', {
                          count: card.alerts[severity],
                          severity: t(`alerts.severity.${severity}`),
                        })}
                      </Text>
                    ),
                  )}
                </Group>
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/monitoring/alerts"
                      search={(previous: Record<string, unknown>) => ({
                        restaurantUuid: previous.restaurantUuid,
                      })}
                    />
                  )}
                >
                  {t('monitoring.openAlerts')}
                </Anchor>
              </>
            )}
          </Stack>
        </Group>
        <div className="kc-host-info">
          <Info label={t('monitoring.computerName')} value={card.computerName} />
          <Info label={t('monitoring.os')} value={os || null} />
          <Info
            label={t('monitoring.processor')}
            value={
              card.processor
                ? card.cores
                  ? `${card.processor} (${t('monitoring.cores', { count: card.cores })})`
                  : card.processor
                : null
            }
          />
          <Info
            label={t('monitoring.uptime')}
            value={card.uptime !== null ? formatFigure('seconds', card.uptime, locale) : null}
          />
        </div>
        <div className="kc-host-groups">
          {HOST_GROUPS.map((group) => (
            <FigureGroup key={group.id} title={t(`monitoring.group.${group.id}`)}>
              {group.figures.map((figure) => (
                <FigureBlock
                  key={figure.metric}
                  metric={figure.metric}
                  spread={card.figures[figure.metric]}
                  gauge={'gauge' in figure}
                />
              ))}
            </FigureGroup>
          ))}
          {card.gpus.length === 0 ? (
            <FigureGroup title={t('monitoring.gpu')}>
              <Text size="sm" c="dimmed">
                {t('monitoring.noGpu')}
              </Text>
            </FigureGroup>
          ) : (
            card.gpus.map((gpu) => (
              <FigureGroup
                key={gpu.gpu}
                title={t('monitoring.group.gpu', { gpu: gpu.gpu })}
                subtitle={t('monitoring.gpuDevice', {
                  name: gpu.name ?? '–',
                  model: gpu.modelName ?? '–',
                  driver: gpu.driverVersion ?? '–',
                })}
              >
                {GPU_FIGURES.map((figure) => (
                  <FigureBlock
                    key={figure.metric}
                    metric={figure.metric}
                    spread={gpu.figures[figure.metric]}
                    gauge={'gauge' in figure}
                  />
                ))}
              </FigureGroup>
            ))
          )}
        </div>
      </Stack>
    </Paper>
  );
});

function Info({ label, value }: { label: string; value: string | null }) {
  const { t } = useI18n();
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value === null ? t('empty.notAvailable') : <Identifier>{value}</Identifier>}
      </Text>
    </div>
  );
}

function FigureGroup({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      <div>
        <Title order={3} size="h6">
          {title}
        </Title>
        {subtitle && (
          <Text size="xs" c="dimmed">
            <Identifier>{subtitle}</Identifier>
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
