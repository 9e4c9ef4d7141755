import type { Message } from '../messages-en';
import type { pages as english } from '../en/pages';

export const pages: Record<keyof typeof english, Message> = {
  'routes.login': 'Iniciar sesión',
  'routes.loginExpired': 'Enlace vencido',
  'routes.changeExpiredPassword': 'Cambiar contraseña vencida',
  'routes.resetPassword': 'Nueva contraseña',
  'routes.forgotPassword': 'Contraseña olvidada',
  'routes.blockedAccount': 'Cuenta bloqueada',
  'routes.multiStepAuth': 'Verificación en dos pasos',
};
