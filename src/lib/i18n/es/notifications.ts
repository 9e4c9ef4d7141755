/** Spanish texts: notifications. */
export const notifications = {
  'notifications.title': 'Notificaciones',
  'notifications.bell': {
    one: 'Notificaciones, {count} sin leer',
    other: 'Notificaciones, {count} sin leer',
  },
  'notifications.total': { one: '{count} notificación', other: '{count} notificaciones' },
  'notifications.empty': 'No hay notificaciones',
  'notifications.loadFailed': 'No se pudieron cargar las notificaciones',
  'notifications.loadMore': 'Cargar más',
  'notifications.delete': 'Eliminar notificación',
  'notifications.deleteFailed': 'No se pudo eliminar la notificación',
  'notifications.new': 'Nueva',
  'notifications.type.INFO': 'Información',
  'notifications.type.WARN': 'Advertencia',
  'notifications.type.ERROR': 'Error',
  'notifications.enableAlerts': 'Avisarme cuando la consola esté en segundo plano',
  'notifications.alertsOn': 'Los avisos en segundo plano están activados en este dispositivo',
  'notifications.alertsBlocked': 'Los avisos están bloqueados en la configuración del navegador',
  'notifications.systemTitle': 'Kitchen Console · {type}',
  'notifications.acknowledge': 'Reconocer',
  'notifications.liveOff':
    'Las actualizaciones en vivo se detuvieron. Recargue la página para reconectar.',
} as const;
