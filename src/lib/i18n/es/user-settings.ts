import type { Message } from '../messages-en';
import type { userSettings as english } from '../en/user-settings';

export const userSettings: Record<keyof typeof english, Message> = {
  'userSettings.browserOnOs': '{browser} en {os}',

  'security.mfaTitle': 'Verificación en dos pasos',
  'security.on': 'Activada',
  'security.off': 'Desactivada',
  'security.mfaOnText':
    'Al iniciar sesión se pide, después de la contraseña, un código de su aplicación de autenticación.',
  'security.mfaOffText':
    'Actívela para que se pida un código de una aplicación de autenticación después de la contraseña.',
  'security.turnOn': 'Activar',
  'security.turnOff': 'Desactivar',
  'security.scanQr':
    'Escanee este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) y escriba el código que muestre.',
  'security.qrAlt': 'Código QR para añadir la consola a su aplicación de autenticación',
  'security.qrFailed': 'No se pudo cargar el código QR',
  'security.secretLabel': '¿No puede escanearlo? Escriba esta clave en la aplicación:',
  'security.codeLabel': 'Código de la aplicación',
  'security.enabledNotice': 'La verificación en dos pasos está activada',
  'security.disabledNotice': 'La verificación en dos pasos está desactivada',
  'security.disableTitle': '¿Desactivar la verificación en dos pasos?',
  'security.disableText':
    'Al iniciar sesión solo se pedirá la contraseña. Sus códigos de recuperación dejan de servir.',
  'security.currentCodeLabel': 'Código actual de su aplicación de autenticación',
  'security.resetCodes': 'Nuevos códigos de recuperación',
  'security.resetCodesTitle': '¿Crear nuevos códigos de recuperación?',
  'security.resetCodesText':
    'Escriba el código actual de su aplicación de autenticación o uno de sus códigos de recuperación. Sus códigos de recuperación actuales dejarán de servir de inmediato, usados o no, y los nuevos se muestran solo una vez.',

  'recovery.title': 'Guarde ahora sus códigos de recuperación',
  'recovery.text':
    'Cada código le permite iniciar sesión una vez si pierde el teléfono. Guárdelos en un lugar seguro: solo se muestran ahora.',
  'recovery.listLabel': 'Códigos de recuperación',
  'recovery.copy': 'Copiar',
  'recovery.copied': 'Códigos de recuperación copiados',
  'recovery.copyFailed': 'No se pudieron copiar los códigos. Descárguelos.',
  'recovery.download': 'Descargar',
  'recovery.done': 'Ya los guardé',
  'recovery.noneTitle': 'No se recibieron códigos de recuperación',
  'recovery.noneText':
    'La verificación en dos pasos está activada, pero el servidor no envió códigos de recuperación. Sin ellos no podrá iniciar sesión si pierde el teléfono: créelos ahora con un código de su aplicación de autenticación.',
  'recovery.noneLater':
    'La verificación en dos pasos está activada, pero el servidor no envió códigos de recuperación. Sin ellos no podrá iniciar sesión si pierde el teléfono: créelos en la página Seguridad (Nuevos códigos de recuperación) con un código de su aplicación de autenticación.',
  'recovery.make': 'Crear códigos de recuperación',
  'recovery.later': 'Más tarde',

  'sessions.intro': 'Dispositivos con sesión iniciada en su cuenta.',
  'sessions.thisDevice': 'Este dispositivo',
  'sessions.ipAddress': 'Dirección IP',
  'sessions.signedIn': 'Inicio de sesión',
  'sessions.lastActive': 'Última actividad',
  'sessions.end': 'Cerrar sesión',
  'sessions.endTitle': '¿Cerrar la sesión de este dispositivo?',
  'sessions.endText': '{device} tendrá que iniciar sesión de nuevo.',
  'sessions.endCurrentText': 'Es el dispositivo que está usando: se cerrará su sesión aquí.',
  'sessions.endedNotice': 'Se cerró la sesión del dispositivo',
  'sessions.endOthers': 'Cerrar sesión en los demás dispositivos',
  'sessions.endOthersTitle': '¿Cerrar sesión en todos los demás dispositivos?',
  'sessions.endOthersText': {
    one: '{count} dispositivo más tendrá que iniciar sesión de nuevo. Este sigue conectado.',
    other: '{count} dispositivos más tendrán que iniciar sesión de nuevo. Este sigue conectado.',
  },
  'sessions.othersEndedNotice': 'Se cerró la sesión en todos los demás dispositivos',
  'sessions.loadFailed': 'No se pudieron cargar las sesiones',

  'authLog.event': 'Evento',
  'authLog.allEvents': 'Todos',
  'authLog.dates': 'Fechas',
  'authLog.clearFilters': 'Quitar filtros',
  'authLog.time': 'Hora',
  'authLog.ipAddress': 'Dirección IP',
  'authLog.device': 'Dispositivo',
  'authLog.loadFailed': 'No se pudo cargar el registro de autenticación',
  'authLog.event.SIGN_IN': 'Inicio de sesión',
  'authLog.event.SIGN_IN_FAILED': 'Inicio de sesión fallido',
  'authLog.event.SIGN_OUT': 'Cierre de sesión',
  'authLog.event.MFA_VERIFIED': 'Código de verificación aceptado',
  'authLog.event.MFA_FAILED': 'Código de verificación rechazado',
  'authLog.event.RECOVERY_CODE_USED': 'Código de recuperación usado',
  'authLog.event.MFA_ENABLED': 'Verificación en dos pasos activada',
  'authLog.event.MFA_DISABLED': 'Verificación en dos pasos desactivada',
  'authLog.event.PASSWORD_CHANGED': 'Contraseña cambiada',
  'authLog.event.PASSWORD_RESET': 'Contraseña creada desde un enlace',
  'authLog.event.SESSION_ENDED': 'Sesión de dispositivo cerrada',
  'devicePush.title': 'Notificaciones en este dispositivo',
  'devicePush.text':
    'Las notificaciones y las alertas críticas llegan a este dispositivo aunque la consola esté cerrada.',
  'devicePush.on': 'Activadas en este dispositivo',
  'devicePush.turnOn': 'Activar',
  'devicePush.turnOff': 'Desactivar',
  'devicePush.noProvider': 'Este proveedor no envía notificaciones push',
  'devicePush.installFirst':
    'En un iPhone o iPad, las notificaciones llegan a la consola abierta desde la pantalla de inicio: en Safari toque Compartir, luego Añadir a pantalla de inicio, y ábrala desde allí.',
  'devicePush.unsupported': 'Este navegador no puede recibir notificaciones push',
  'devicePush.noBadge':
    'Este navegador no muestra el número de no leídas en el icono de la consola: lo muestra la campana.',
  'devicePush.blocked': 'Las notificaciones están bloqueadas en la configuración del navegador',
};
