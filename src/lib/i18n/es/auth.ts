import type { Message } from '../messages-en';
import type { auth as english } from '../en/auth';

export const auth: Record<keyof typeof english, Message> = {
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
  'authFlows.forgotPasswordLink': '¿Olvidó su contraseña?',
};
