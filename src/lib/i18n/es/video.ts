/** Spanish texts: live streams and recordings in a player. */
export const video = {
  'video.noRestaurant': 'Ningún restaurante seleccionado',
  'video.unableToOpen': 'No se puede abrir la transmisión',
  'video.cantConnect': 'No se puede conectar con el restaurante',
  'video.noHtml5': 'Su navegador no admite vídeo HTML5.',
  'video.connecting': 'Conectando con la cámara',
  'video.retrying': 'Reconectando, intento {tries} de {limit}',
  'video.tryAgain': 'Reintentar',
  'video.retryingStart': 'Se vuelve a intentar automáticamente',
};
