import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';

/** "Restaurants · Kitchen Console" in the tab and in the installed app's task switcher. */
export function usePageTitle(title: string): void {
  const { t } = useI18n();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
