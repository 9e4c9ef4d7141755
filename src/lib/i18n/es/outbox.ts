/** Spanish texts: actions that wait offline (a button's "Requiere conexión" is in common.ts). */
export const outbox = {
  'outbox.title': 'Pendiente de envío',
  'outbox.waiting': 'Pendiente de envío',
  'outbox.deletedWaiting': 'Eliminada · pendiente de envío',
  'outbox.acknowledgedWaiting': 'Reconocida · pendiente de envío',
  'outbox.queued': 'Guardado en este dispositivo: se enviará cuando vuelva la conexión',
  'outbox.action.notifications.markRead': {
    one: 'Marcar {count} notificación como leída',
    other: 'Marcar {count} notificaciones como leídas',
  },
  'outbox.action.notifications.delete': 'Eliminar una notificación',
  'outbox.action.alerts.acknowledge': 'Reconocer la alerta {id}',
  'outbox.action.alerts.delete': 'Eliminar la alerta {id}',
  'outbox.refused': 'Rechazada: {message}',
  'outbox.retry': 'Reintentar',
  'outbox.discard': 'Descartar',
  'outbox.retryLabel': 'Reintentar «{action}»',
  'outbox.discardLabel': 'Descartar «{action}»',
  'outbox.signOutTitle': 'Acciones sin enviar',
  'outbox.signOutText': {
    one: '{count} acción no se ha enviado. ¿Cerrar sesión de todos modos?',
    other: '{count} acciones no se han enviado. ¿Cerrar sesión de todos modos?',
  },
  'outbox.signOutConfirm': 'Cerrar sesión de todos modos',
};
