import '@mantine/core/styles/Modal.css';
import { Alert, Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { COMPLETION_RESULTS, type CompletionResult } from '../../api/orders/orders.constants';
import { ordersMutations } from '../../api/orders/orders.queries';
import type { CateringOrder } from '../../api/orders/orders.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { notify } from '../../ui/feedback/notify';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { batchName, pieces } from './order-fields';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { useOnceTrue } from '../../ui/hooks/use-once-true';

interface FinalizeProps {
  order: CateringOrder | null;
  time(epoch: number): string;
  onClose(): void;
}

/**
 * Finalize a catering order (PUT /catering-orders/{id}/finalize) as COMPLETED or CANCELED,
 * naming the order; a refusal is shown in the dialog, which stays open.
 */
export function FinalizeDialog(props: FinalizeProps) {
  // Drawn from its first opening on, as the order form (order-form-dialog.tsx).
  const opened = useOnceTrue(props.order !== null);
  return opened ? <FinalizeModal {...props} /> : null;
}

function FinalizeModal({ order, time, onClose }: FinalizeProps) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const finalize = useMutation(ordersMutations.finalizeCatering());
  const close = () => {
    finalize.reset();
    onClose();
  };
  function run(result: CompletionResult) {
    if (!order) return;
    finalize.mutate(
      { uuid: order.uuid, body: { result } },
      {
        onSuccess: (done) => {
          void notify({
            color: 'green',
            message: t('orders.finalized', {
              name: batchName(done, t),
              status: t(`orders.status.${done.cateringOrderStatus}`),
            }),
          });
          close();
        },
      },
    );
  }
  return (
    <Modal
      opened={order !== null}
      onClose={finalize.isPending ? () => undefined : close}
      title={order ? t('orders.finalizeTitle', { name: batchName(order, t) }) : ''}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      centered
    >
      {order && (
        <Stack gap="md">
          {finalize.isError && (
            <Alert color="red" variant="light" role="alert" title={t('errors.title')}>
              {errorText(finalize.error, t)}
            </Alert>
          )}
          <Text size="sm">
            {t('orders.finalizeText', {
              material: order.material,
              size: pieces(order.batchSize, t),
              start: time(order.scheduledStart),
            })}
          </Text>
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={finalize.isPending} data-autofocus>
              {t('orders.form.cancel')}
            </Button>
            {COMPLETION_RESULTS.map((result) => (
              <ConnectedButton
                key={result}
                color={result === 'CANCELED' ? 'red' : 'green'}
                loading={finalize.isPending && finalize.variables?.body.result === result}
                disabled={finalize.isPending}
                onClick={() => run(result)}
              >
                {t(`orders.finalize.${result}`)}
              </ConnectedButton>
            ))}
          </Flex>
        </Stack>
      )}
    </Modal>
  );
}
