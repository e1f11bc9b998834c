/** Spanish UI texts used by more than one app (SPEC.md section 8). */
export const toasts = {
  loginFailed: {
    title: 'Algo no coincide',
    description: 'Revisá tu correo y contraseña, o restablecé tu contraseña.',
  },
  forgotSuccess: {
    title: 'Revisá tu correo',
    description: 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.',
  },
  forgotFailed: { title: 'Algo salió mal', description: 'Revisá que el correo sea correcto.' },
  resetSuccess: { title: 'Contraseña actualizada', description: 'Ya podés iniciar sesión con tu nueva contraseña.' },
  resetFailed: {
    title: 'No pudimos cambiar tu contraseña',
    description: 'Intentá de nuevo en unos minutos.',
  },
  signUpEmailExists: { title: 'Ya existe un usuario con este correo.' },
  signUpFailed: { title: 'No pudimos crear tu cuenta', description: 'Intentá de nuevo en unos minutos.' },
} as const;

export const notFoundTexts = {
  title: 'No pudimos encontrar la página',
  description: 'La página que buscás no existe o fue movida.',
  back: 'Volver',
  dashboard: 'Ir al Dashboard',
} as const;

/** What a member reads where their role may not act (the API answers 403 there): docs/permissions.md. */
export const permissionTexts = {
  screenTitle: 'No tenés permisos para ver esta pantalla',
  screenDescription: 'Solo las personas con rol Administrador de tu negocio pueden verla. Si necesitás entrar, pedíselo a una de ellas.',
  dashboard: 'Ir al Dashboard',
  businessReadOnly: 'Solo un administrador puede cambiar los datos del negocio.',
  plansReadOnly: 'Solo un administrador puede crear, cambiar o eliminar planes.',
} as const;
