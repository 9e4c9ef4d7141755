import type { Message } from '../messages-en';
import type { common as english } from '../en/common';

export const common: Record<keyof typeof english, Message> = {
  'app.name': 'Consola de Cocina',
  'app.loading': 'Cargando…',
  'app.offline': 'Sin conexión. Se muestran los datos guardados.',
  // A ui/forms control's label offline: the sign-in form has one, so here, not in outbox.ts.
  'app.needsConnection': 'Requiere conexión',
  'app.updateAvailable': 'Hay una nueva versión disponible',
  'app.reload': 'Recargar',
  'app.close': 'Cerrar',
  'app.crashTitle': 'Algo salió mal',
  'app.crashText':
    'No se pudo mostrar esta página. Sus datos están a salvo; recargue para intentarlo de nuevo.',
  'app.language': 'Idioma',
  'app.skipToContent': 'Ir al contenido',
  'app.footer': '© {year} Consola de Cocina · Soporte: {email}',
  'errors.network': 'Error de red',
  'errors.unexpectedAnswer': 'El servidor envió una respuesta que la consola no entiende',
  'errors.tooManyRequests': 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  'errors.title': 'Error',
  'errors.unreadableRows': {
    one: 'No se pudo mostrar {count} registro: el servidor lo envió en una forma que la consola no lee',
    other:
      'No se pudieron mostrar {count} registros: el servidor los envió en una forma que la consola no lee',
  },
  'errors.retry': 'Reintentar',
  'authFlows.cancel': 'Cancelar',
  'dates.select': 'Elegir fechas',
  'empty.noRecords': 'Sin registros',
  'empty.noInformation': 'Sin información',
  'empty.notAvailable': 'N/D',
};
