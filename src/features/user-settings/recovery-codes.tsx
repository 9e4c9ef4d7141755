import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, SimpleGrid, Stack } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';
import { notify, notifyError } from '../../ui/feedback/notify';

const FILE_NAME = 'kitchen-console-recovery-codes.txt';

/**
 * New recovery codes, shown once (the provider keeps only their hashes): copy them, download
 * them as a text file, then confirm they are saved. Laid out by the width it is given (container
 * queries), not the screen's: the security page's card and the sign-in's narrow one both show it.
 * No codes (spec 000 §7 line 162 gives turning it on no answer) says so, and offers to make them
 * through the reset call when `onMakeCodes` is given, else where to make them.
 */
export function RecoveryCodes({
  codes,
  onDone,
  onMakeCodes,
}: {
  codes: string[];
  onDone(): void;
  onMakeCodes?: () => void;
}) {
  const { t } = useI18n();
  const text = codes.join('\n') + '\n';

  if (codes.length === 0) {
    return (
      <Stack>
        <Alert color="yellow" variant="light" title={t('recovery.noneTitle')}>
          {onMakeCodes ? t('recovery.noneText') : t('recovery.noneLater')}
        </Alert>
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
          {onMakeCodes && <Button onClick={onMakeCodes}>{t('recovery.make')}</Button>}
          <Button variant={onMakeCodes ? 'default' : 'filled'} onClick={onDone}>
            {t('recovery.later')}
          </Button>
        </SimpleGrid>
      </Stack>
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      void notify({ color: 'green', message: t('recovery.copied') });
    } catch {
      void notifyError(t('recovery.copyFailed'), t('errors.title'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Stack>
      <Alert color="yellow" variant="light" title={t('recovery.title')}>
        {t('recovery.text')}
      </Alert>
      <SimpleGrid
        type="container"
        cols={{ base: 2, '400px': 4 }}
        spacing="xs"
        component="ul"
        aria-label={t('recovery.listLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" ta="center" display="block" py={6} data-testid="recovery-code">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="sm">
        <Button variant="default" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button variant="default" onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </SimpleGrid>
    </Stack>
  );
}
