/** Spanish texts: the mini-player over every signed-in page. */
export const miniPlayer = {
  'miniPlayer.name': 'Minirreproductor: {label}',
  'miniPlayer.close': 'Cerrar el minirreproductor',
  'miniPlayer.back': 'Volver a {page}',
  'miniPlayer.backUnnamed': 'Volver',
  'miniPlayer.backLabel': 'Detener y volver a {page}',
  'miniPlayer.move': 'Mover el minirreproductor',
  'miniPlayer.resize': 'Cambiar el tamaño del minirreproductor',
  'miniPlayer.frameKeys': 'Arrástrelo o use las flechas (con Mayús, más lejos)',
  'miniPlayer.open': 'Abrir en el minirreproductor',
};
