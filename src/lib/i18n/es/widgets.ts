import type { Message } from '../messages-en';
import type { widgets as english } from '../en/widgets';

/** Spanish texts: widgets. */
export const widgets: Record<keyof typeof english, Message> = {
  'widgets.selectAll': 'Marcar todos',
  'widgets.clearAll': 'Quitar todos',
  'widgets.showPassword': 'Mostrar contraseña',
  'widgets.hidePassword': 'Ocultar contraseña',
  'widgets.clock': 'Hora actual en {zone}',
  'timeInput.invalid': 'Escriba una hora como hh:mm am o pm',
  'timeInput.notAfterStart': 'Debe ser posterior a {time}',
  'timeInput.beforeMin': 'Debe ser {time} o más tarde',
  'timeInput.afterMax': 'Debe ser {time} o antes',
  'timeInput.elapsed': '{count} min',
  'empty.noActivity': 'Sin actividad',
  'empty.noCameras': 'Sin cámaras',
  'empty.noSuitableCameras': 'Sin cámaras adecuadas',
  'pagination.label': 'Paginación',
  'pagination.range': 'Mostrando {from}–{to} de {total}',
  'pagination.pageSize': 'Filas por página',
  'pagination.page': 'Página {page}',
  'pagination.first': 'Primera página',
  'pagination.previous': 'Página anterior',
  'pagination.next': 'Página siguiente',
  'pagination.last': 'Última página',
  'weight.unit': 'Unidad de peso',
  'weight.kg': 'Kilogramos',
  'weight.lbs': 'Libras',
};
