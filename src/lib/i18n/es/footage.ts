/** Spanish texts: de una cifra a la grabación. */
export const footage = {
  'footage.watch': 'Ver grabación',
  'footage.watchAt': 'Ver grabación: {camera} a las {time}',
  'footage.label': '{camera}, {time}',
  'footage.none': 'No hay grabación de las {time} de {camera}',
  'footage.station.holding': 'Mantenimiento en caliente',
  'footage.station.fryer': 'Estación de freidoras',
  'footage.station.breading': 'Empanizado',
  'footage.station.conveyor': 'Transportador',
  'footage.station.entreeChute': 'Canaletas de entradas',
  'footage.failed': 'No se pudo abrir la grabación',
  'footage.zoomIn': 'Ampliar este periodo',
  'footage.openCycles': 'Abrir sus ciclos de freidora',
  'footage.span': '{camera}, {from} – {to}',
  'footage.download': 'Descargar',
  'footage.downloadLabel': 'Descargar la grabación: {footage}',
  'footage.cancelDownload': 'Cancelar',
  'footage.cancelDownloadLabel': 'Cancelar la descarga de la grabación: {footage}',
  'footage.delete': 'Eliminar',
  'footage.deleteLabel': 'Eliminar la grabación: {footage}',
  'footage.deleteTitle': 'Eliminar grabación',
  'footage.deleteText':
    '¿Eliminar la grabación de {camera} de {from} a {to}? Se elimina para siempre, para todos.',
  'footage.deleted': 'Grabación eliminada',
  'footage.deleteFailed': 'No se eliminó la grabación',
  'footage.forbiddenDownload': 'Su rol no permite descargar grabaciones.',
  'footage.forbiddenDelete': 'Su rol no permite eliminar grabaciones.',
  'footage.gone':
    'Esta grabación ya no existe: se eliminó o es más antigua de lo que guarda la cámara.',
  'footage.serverFailed':
    'El grabador de la cocina no respondió ({message}). Inténtelo de nuevo más tarde.',
};
