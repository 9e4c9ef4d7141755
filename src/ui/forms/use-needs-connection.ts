import { useI18n } from '../../lib/i18n/i18n';
import { useOnline } from '../hooks/use-online';

/** What a control that sends a change takes: disabled offline, the reason as its title. */
type NeedsConnection = {
  disabled: boolean;
  title: string | undefined;
  'data-needs-connection': true | undefined;
};

/**
 * The offline rule of a control that sends a change without a form of its own (a row's button,
 * a menu item, a switch), the rule `ConnectedButton` applies to a form's submit: offline it is
 * disabled and titled "Needs a connection" (docs/decisions/shell-and-widgets.md, "Actions that
 * wait offline"). Spread it on the control; one with a `disabled` of its own ORs the two.
 */
export function useNeedsConnection(): NeedsConnection {
  const { t } = useI18n();
  const online = useOnline();
  return {
    disabled: !online,
    title: online ? undefined : t('app.needsConnection'),
    'data-needs-connection': online ? undefined : true,
  };
}
