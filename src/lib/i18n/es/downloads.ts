/** Spanish texts: exports and downloads (spec 000 §4, §8; 001 §4). */
export const downloads = {
  'download.export': 'Exportar',
  'download.exporting': 'Exportando… {percent}%',
  'download.exportingUnknown': 'Exportando…',
  'download.cancel': 'Cancelar',
  'download.cancelLabel': 'Cancelar la exportación',
  'download.saved': 'Guardado como {fileName}',
  'download.failed': 'La exportación falló',
  'download.accepted':
    'Exportación aceptada: se procesa en otro lugar y se entregará desde allí. No se guardó ningún archivo.',
  'download.popupBlocked': 'Desactive el bloqueador de ventanas emergentes e inténtelo de nuevo.',
} as const;
