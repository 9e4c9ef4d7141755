/** Spanish texts: de una cifra a la grabación (issue 16). */
export const footage = {
  'footage.watch': 'Ver grabación',
  'footage.watchAt': 'Ver grabación: {camera} a las {time}',
  'footage.label': '{camera}, {time}',
  'footage.none': 'No hay grabación de las {time} de {camera}',
  'footage.failed': 'No se pudo abrir la grabación',
  'footage.zoomIn': 'Ampliar este periodo',
  'footage.openCycles': 'Abrir sus ciclos de freidora',
};
