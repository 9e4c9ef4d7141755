import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { UserIcon } from '../../ui/theme/icons';
import { Pending } from '../../ui/feedback/pending';
import type { FloorAccount } from './account-menu';

const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(loadMenu);

/**
 * The account button; its menu (account-menu.tsx: 'My Account', the profile links, support,
 * language and 'Sign Out', spec 000 §2) loads on first use. In the floor layout (`floor`) the
 * button is the icon alone and the menu also holds the user's pages and the way out of full
 * screen.
 */
export function AccountControl({
  user,
  email,
  floor,
}: {
  user: AccessSubject;
  email: string | undefined;
  floor?: FloorAccount;
}) {
  const [menuWanted, setMenuWanted] = useState(false);
  const chipEmail = floor ? undefined : email;
  if (!menuWanted) {
    return (
      <AccountChip
        email={chipEmail}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setMenuWanted(true)}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <Pending>
          <AccountChip email={chipEmail} />
        </Pending>
      }
    >
      <AccountMenu
        user={user}
        email={email}
        floor={floor}
        target={<AccountChip email={chipEmail} />}
      />
    </Suspense>
  );
}

function AccountChip({
  email,
  className,
  ...props
}: ComponentPropsWithRef<'button'> & { email: string | undefined }) {
  const { t } = useI18n();
  // The menu's target passes its own class names; ours must survive them.
  return (
    <UnstyledButton
      {...props}
      className={className ? `kc-header-chip ${className}` : 'kc-header-chip'}
    >
      <UserIcon width={18} height={18} />
      <VisuallyHidden>{t('auth.myAccount')}</VisuallyHidden>
      {email && (
        <Text size="sm" truncate maw={220} visibleFrom="md" component="span">
          {email}
        </Text>
      )}
    </UnstyledButton>
  );
}
