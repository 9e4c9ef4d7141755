import { Drawer } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { appPages } from '../../lib/i18n/en/app-pages';
import { SidebarNav } from './sidebar-nav';

registerMessages(appPages);

/**
 * The sidebar as a drawer under 575 px (spec 000 §1, §2); loaded the first time it opens.
 * Following a link closes it.
 */
export default function MobileNav({
  opened,
  onClose,
  ...nav
}: { opened: boolean; onClose(): void } & Omit<ComponentProps<typeof SidebarNav>, 'onNavigate'>) {
  const { t } = useI18n();
  return (
    <Drawer opened={opened} onClose={onClose} size={300} title={t('app.name')} padding="xs">
      <SidebarNav {...nav} onNavigate={onClose} />
    </Drawer>
  );
}
