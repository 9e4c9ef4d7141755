import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { UserIcon } from '../../ui/theme/icons';
import { Pending } from '../../ui/feedback/pending';

const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(loadMenu);

/**
 * The account button; its menu (account-menu.tsx: 'My Account', the profile links, support,
 * language and 'Sign Out', spec 000 §2) loads on first use.
 */
export function AccountControl({
  user,
  email,
}: {
  user: AccessSubject;
  email: string | undefined;
}) {
  const [menuWanted, setMenuWanted] = useState(false);
  if (!menuWanted) {
    return (
      <AccountChip
        email={email}
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
          <AccountChip email={email} />
        </Pending>
      }
    >
      <AccountMenu user={user} email={email} target={<AccountChip email={email} />} />
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
