import type { Messages } from './messages-en';

/** The Spanish catalogue for kitchen crews; loaded only when Spanish is chosen. */
export const es: Messages = {
  'app.name': 'Consola de Cocina',
  'app.loading': 'Cargando…',
  'app.offline': 'Sin conexión. Se muestran los datos guardados.',
  'app.updateAvailable': 'Hay una nueva versión disponible',
  'app.reload': 'Recargar',
  'app.crashTitle': 'Algo salió mal',
  'app.crashText':
    'No se pudo mostrar esta página. Sus datos están a salvo; recargue para intentarlo de nuevo.',
  'app.language': 'Idioma',
  'app.skipToContent': 'Ir al contenido',
  'app.footer': '© {year} Consola de Cocina · Soporte: {email}',

  'auth.signInTitle': 'Inicie sesión en la consola de cocina',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.signIn': 'Iniciar sesión',
  'auth.signOut': 'Cerrar sesión',
  'auth.myAccount': 'Mi cuenta',
  'auth.showPassword': 'Mostrar contraseña',
  'auth.hidePassword': 'Ocultar contraseña',
  'auth.emailRequired': 'Escriba su correo electrónico',
  'auth.emailInvalid': 'Escriba un correo electrónico válido',
  'auth.passwordRequired': 'Escriba su contraseña',
  'auth.signInFailed': 'No se pudo iniciar sesión',
  'auth.sessionExpired': 'Su sesión terminó. Inicie sesión de nuevo.',

  'errors.network': 'Error de red',
  'errors.unexpectedAnswer': 'El servidor envió una respuesta que la consola no entiende',
  'errors.tooManyRequests': 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  'errors.title': 'Error',
  'errors.retry': 'Reintentar',

  'empty.noRecords': 'Sin registros',
  'empty.noInformation': 'Sin información',
  'empty.notAvailable': 'N/D',

  'restaurants.title': 'Restaurantes',
  'restaurants.count': { one: '{count} restaurante', other: '{count} restaurantes' },
  'restaurants.number': 'Número',
  'restaurants.name': 'Nombre',
  'restaurants.location': 'Ubicación',
  'restaurants.timezone': 'Zona horaria',
  'restaurants.loadFailed': 'No se pudieron cargar los restaurantes',
  'restaurants.updatedAt': 'Actualizado {time}',
};
