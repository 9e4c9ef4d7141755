import type { Message } from '../messages-en';
import type { restaurants as english } from '../en/restaurants';

export const restaurants: Record<keyof typeof english, Message> = {
  'restaurants.count': { one: '{count} restaurante', other: '{count} restaurantes' },
  'restaurants.number': 'Número',
  'restaurants.name': 'Nombre',
  'restaurants.location': 'Ubicación',
  'restaurants.timezone': 'Zona horaria',
  'restaurants.loadFailed': 'No se pudieron cargar los restaurantes',
  'restaurants.updatedAt': 'Actualizado {time}',
  'restaurants.search': 'Buscar',
  'restaurants.searchHint': 'Número, nombre o ciudad',
  'restaurants.noMatch': 'Ningún restaurante coincide',
};
