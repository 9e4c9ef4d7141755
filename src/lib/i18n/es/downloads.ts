/** Spanish texts: how an export or download ended (spec 000 §4, §8). */
export const downloads = {
  'download.saved': 'Guardado como {fileName}',
  'download.failed': 'La exportación falló',
  'download.accepted':
    'Exportación aceptada: se procesa en otro lugar y se entregará desde allí. No se guardó ningún archivo.',
  'download.popupBlocked': 'Desactive el bloqueador de ventanas emergentes e inténtelo de nuevo.',
} as const;
