/** Spanish texts: how an export or download ended (spec 000 §4, §8). */
export const downloads = {
  'download.downloading': 'Descargando: {percent} %',
  'download.downloadingUnknown': 'Descargando…',
  'download.progress': 'Progreso de la descarga',
  'download.failedBecause': 'La descarga falló: {message}',
  'download.saved': 'Guardado como {fileName}',
  'download.failed': 'La exportación falló',
  'download.accepted':
    'Exportación aceptada: se procesa en otro lugar y se entregará desde allí. No se guardó ningún archivo.',
  'download.popupBlocked': 'Desactive el bloqueador de ventanas emergentes e inténtelo de nuevo.',
} as const;
