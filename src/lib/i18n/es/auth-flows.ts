import type { Message } from '../messages-en';
import type { authFlows as english } from '../en/auth-flows';

export const authFlows: Record<keyof typeof english, Message> = {
  'authFlows.backToSignIn': 'Volver a iniciar sesión',

  'code.digit': 'Dígito {index} de {count}',
  'code.pasteRefused': 'Pegue solo un código de 6 dígitos.',

  'mfa.codeLabel': 'Código de verificación',
  'mfa.codeHint': 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
  'mfa.codeIncomplete': 'Escriba los 6 dígitos del código.',
  'mfa.verify': 'Verificar',
  'mfa.failed': 'No se pudo verificar',
  'mfa.useRecoveryCode': 'Usar un código de recuperación',
  'mfa.useAppCode': 'Usar un código de la aplicación',
  'mfa.recoveryCodeLabel': 'Código de recuperación',
  'mfa.recoveryCodeHint':
    'Uno de los códigos que guardó al activar la verificación en dos pasos. Cada uno sirve una vez.',
  'mfa.recoveryCodeRequired': 'Escriba un código de recuperación.',
  'mfa.lostDevice':
    '¿Perdió el teléfono y los códigos de recuperación? Pida a un administrador que desactive la verificación en dos pasos de su cuenta.',

  'mfaSetup.title': 'Configure la verificación en dos pasos',
  'mfaSetup.intro':
    'Su administrador exige la verificación en dos pasos para su cuenta. Configúrela ahora para continuar: necesita una aplicación de autenticación en su teléfono.',
  'mfaSetup.starting': 'Preparando la configuración…',
  'mfaSetup.startFailed': 'No se pudo iniciar la configuración',

  'password.current': 'Contraseña actual',
  'password.new': 'Contraseña nueva',
  'password.confirm': 'Repita la contraseña nueva',
  'password.mismatch': 'Las contraseñas no coinciden',
  'password.save': 'Guardar',
  'password.rulesNeeded': 'A la contraseña nueva aún le falta:',
  'password.rulesMet': 'La contraseña nueva cumple todas las reglas.',
  'password.rule.length': 'Al menos 10 caracteres',
  'password.rule.lowercase': 'Una letra minúscula',
  'password.rule.uppercase': 'Una letra mayúscula',
  'password.rule.digit': 'Un dígito',
  'password.rule.special': 'Un carácter especial',
  'password.advice':
    'No debe parecerse a contraseñas anteriores, ser una palabra del diccionario ni parecerse al correo electrónico o al nombre visible.',
  'password.changeFailed': 'No se pudo cambiar la contraseña',
  'password.changeTitle': 'Cambiar contraseña',
  'password.changedTitle': 'Listo',
  'password.changed': 'Contraseña cambiada correctamente',
  'password.sectionTitle': 'Contraseña',
  'password.sectionText':
    'Cambie la contraseña con la que inicia sesión. Sus otros dispositivos siguen conectados.',

  'expiredPassword.intro': 'Su contraseña ha caducado. Elija una nueva para continuar.',

  'forgot.intro':
    'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para crear una contraseña nueva.',
  'forgot.send': 'Enviar enlace',
  'forgot.failed': 'No se pudo enviar el enlace',
  'forgot.sentTitle': 'Revise su correo',
  'forgot.sent':
    'Si existe una cuenta para {email}, le enviamos un enlace para crear una contraseña nueva. El enlace sirve una vez, por tiempo limitado.',

  'reset.intro': 'Elija una contraseña nueva para {email}.',
  'reset.introNoEmail': 'Elija una contraseña nueva para su cuenta.',
  'reset.checkFailedText':
    'El servidor no pudo comprobar el enlace en este momento. Inténtelo de nuevo en un momento.',
  'reset.refusedText':
    'El servidor no aceptó esta contraseña. Elija otra que cumpla todas las reglas y no se parezca a una contraseña anterior, a una palabra del diccionario, a su correo ni a su nombre.',
  'reset.failedText':
    'El servidor no pudo guardar la contraseña en este momento. Inténtelo de nuevo en un momento.',
  'reset.failed': 'No se pudo guardar la contraseña',
  'reset.checkFailed': 'No se pudo comprobar el enlace',
  'reset.doneTitle': 'Contraseña guardada',
  'reset.done': 'Su contraseña nueva está lista. Inicie sesión con ella.',
  'reset.signIn': 'Ir a iniciar sesión',

  'expiredLink.text': 'Este enlace ha caducado o ya se usó.',
  'expiredLink.hint': 'Los enlaces para crear una contraseña sirven una vez, por tiempo limitado.',
  'expiredLink.requestNew': 'Pedir un enlace nuevo',

  'blocked.title': 'Cuenta bloqueada',
  'blocked.text': 'Su cuenta está bloqueada, así que no puede usar la consola.',
  'blocked.contact': 'Para desbloquearla, contacte a su administrador o a soporte:',
  'blocked.backToSignIn': 'Volver a iniciar sesión',
};
