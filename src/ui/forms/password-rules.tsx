import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { unmetPasswordRules } from '../../lib/password-policy';

// Its texts load with it (the English auth-flow texts are not in the first page).
registerMessages(authFlows);

/**
 * Spec 000 §5 "New password", live: every rule the password does not meet yet, updated as the
 * user types, and the advice the provider checks on its side.
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useI18n();
  const unmet = unmetPasswordRules(password);
  return (
    <Stack gap={4} id={id}>
      <div aria-live="polite">
        {unmet.length === 0 ? (
          <Text size="sm" c="green.8" fw={500}>
            {t('password.rulesMet')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('password.rulesNeeded')}</Text>
            <List size="sm" spacing={2} data-testid="unmet-password-rules">
              {unmet.map((rule) => (
                <List.Item key={rule}>{t(`password.rule.${rule}`)}</List.Item>
              ))}
            </List>
          </>
        )}
      </div>
      <Text size="xs" c="dimmed">
        {t('password.advice')}
      </Text>
    </Stack>
  );
}
