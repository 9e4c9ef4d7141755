/** Spanish texts: the mini-player over every signed-in page. */
export const miniPlayer = {
  'miniPlayer.name': 'Minirreproductor: {label}',
  'miniPlayer.close': 'Cerrar el minirreproductor',
  'miniPlayer.back': 'Volver a {page}',
  'miniPlayer.backUnnamed': 'Volver',
  'miniPlayer.backLabel': 'Detener y volver a {page}',
  'miniPlayer.move': 'Arrastre para mover el minirreproductor',
  'miniPlayer.resize': 'Arrastre para cambiar el tamaño del minirreproductor',
  'miniPlayer.open': 'Abrir en el minirreproductor',
};
