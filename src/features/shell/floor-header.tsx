import type { ReactNode, Ref } from 'react';
import type { AccessSubject } from '../../lib/access';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { shell } from '../../lib/i18n/en/shell';
import type { FloorKitchen } from '../../ui/floor/floor-frame';
import { KitchenClock } from '../../ui/floor/kitchen-clock';
import { AccountControl } from './account-control';

registerMessages(shell);

/**
 * The floor layout's header (docs/decisions/production.md, "The floor layout"): one line with
 * the kitchen, the page's live state (`slot`, where the monitor draws its connection state),
 * the kitchen's clock, the bell and the account menu, which is the way out (two taps: a crew
 * member's elbow does not leave the monitor). No sidebar toggle, logo or restaurant selector:
 * a floor tablet shows one kitchen.
 */
export function FloorHeader({
  user,
  email,
  kitchen,
  slotRef,
  fullScreen,
  notifications,
}: {
  user: AccessSubject;
  email: string | undefined;
  kitchen: FloorKitchen;
  slotRef: Ref<HTMLDivElement>;
  fullScreen: { active: boolean; exit(): void };
  notifications?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <header className="kc-header kc-floor-header" data-floor-header>
      {kitchen.label && (
        <span
          className="kc-floor-kitchen"
          role="note"
          aria-label={t('shell.currentRestaurant', { label: kitchen.label })}
          title={kitchen.label}
        >
          {/* 'number - name': the name gives way, to an ellipsis; the number never. */}
          <span className="kc-floor-kitchen-number">{kitchen.label.split(' - ')[0]}</span>
          <span className="kc-floor-kitchen-name">
            {kitchen.label.slice(kitchen.label.split(' - ')[0]!.length)}
          </span>
        </span>
      )}
      <div className="kc-floor-state" ref={slotRef} />
      <KitchenClock timeZone={kitchen.timeZone} label={t('shell.kitchenTime')} />
      <div className="kc-floor-controls">
        {notifications}
        <AccountControl user={user} email={email} floor={{ fullScreen }} />
      </div>
    </header>
  );
}
