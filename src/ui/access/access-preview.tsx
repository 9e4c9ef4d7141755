import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import { Alert, List, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { accessPreview, type PreviewSubject, type PreviewWarning } from '../../lib/access-preview';
import { appPages } from '../../lib/i18n/en/app-pages';
import { rolesPolicies } from '../../lib/i18n/en/roles-policies';
import { shell } from '../../lib/i18n/en/shell';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { useIsMobile } from '../hooks/use-is-mobile';

registerMessages(shell, appPages, rolesPolicies);

export type { PreviewSubject };

/**
 * 'View as': the sidebar, the other pages and the actions per module this person
 * will have, from the same rules the shell obeys, with what makes no sense said first.
 */
export function AccessPreview({ subject }: { subject: PreviewSubject }) {
  const { t } = useI18n();
  const preview = accessPreview(subject);
  return (
    <Stack gap="md" data-testid="access-preview">
      {preview.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title={t('preview.warnings')} role="status">
          <List size="sm" spacing={4}>
            {preview.warnings.map((warning) => (
              <List.Item key={warningKey(warning)}>{warningText(warning, t)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {preview.basis !== 'role' && (
        <Text size="sm">{t(preview.basis === 'admin' ? 'preview.admin' : 'preview.noRole')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <section aria-label={t('preview.sidebar')}>
          <Title order={4} size="h5" mb="xs">
            {t('preview.sidebar')}
          </Title>
          {preview.sections.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('preview.noPages')}
            </Text>
          ) : (
            <List size="sm" spacing={4} data-testid="preview-sidebar">
              {preview.sections.map((section) =>
                // A section with one link is drawn as that link (spec 000 §2).
                section.links.length === 1 ? (
                  <List.Item key={section.id}>{t(section.label)}</List.Item>
                ) : (
                  <List.Item key={section.id}>
                    {t(section.label)}
                    <List withPadding size="sm" listStyleType="circle">
                      {section.links.map((link) => (
                        <List.Item key={link.path}>{t(link.label)}</List.Item>
                      ))}
                    </List>
                  </List.Item>
                ),
              )}
            </List>
          )}
          {preview.otherPages.length > 0 && (
            <>
              <Title order={4} size="h5" mt="md" mb="xs">
                {t('preview.otherPages')}
              </Title>
              <List size="sm" spacing={4}>
                {preview.otherPages.map((page) => (
                  <List.Item key={page.path}>{t(page.title)}</List.Item>
                ))}
              </List>
            </>
          )}
        </section>
        <section aria-label={t('preview.actions')}>
          <Title order={4} size="h5" mb="xs">
            {t('preview.actions')}
          </Title>
          {preview.modules.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('preview.noActions')}
            </Text>
          ) : (
            <Table withRowBorders={false} verticalSpacing={2} data-testid="preview-actions">
              <Table.Tbody>
                {preview.modules.map(({ moduleType, actions }) => (
                  <Table.Tr key={moduleType}>
                    <Table.Th scope="row" fw={500}>
                      {t(`access.module.${moduleType}`)}
                    </Table.Th>
                    <Table.Td>{actions.map((a) => t(`access.action.${a}`)).join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </section>
      </SimpleGrid>
    </Stack>
  );
}

/** The preview in a dialog, titled with whom it shows; full screen on a phone. */
export function AccessPreviewDialog({
  name,
  subject,
  onClose,
}: {
  /** Whom it shows; the dialog is open while there is a subject. */
  name: string;
  subject: PreviewSubject | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title={t('preview.titleOf', { name })}
      fullScreen={isMobile}
      size="xl"
      centered
    >
      {subject && <AccessPreview subject={subject} />}
    </Modal>
  );
}

function warningKey(warning: PreviewWarning): string {
  return warning.kind === 'actionWithoutView'
    ? `${warning.kind}:${warning.moduleType}`
    : warning.kind;
}

function warningText(warning: PreviewWarning, t: Translate): string {
  switch (warning.kind) {
    case 'actionWithoutView':
      return t('preview.warn.actionWithoutView', {
        module: t(`access.module.${warning.moduleType}`),
        actions: warning.actions.map((action) => t(`access.action.${action}`)).join(', '),
      });
    case 'userWithoutRestaurant':
      return t('preview.warn.userWithoutRestaurant');
    case 'grantsNothing':
      return t('preview.warn.grantsNothing');
    case 'noPage':
      return t('preview.warn.noPage');
  }
}
