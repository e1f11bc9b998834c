/** Spanish texts shared by the API and every web app (SPEC.md sections 5 and 8). */
export const validationMessages = {
  emailRequired: 'El correo es requerido',
  emailInvalid: 'El formato del correo no es válido',
  passwordRequired: 'La contraseña es requerida',
  confirmPasswordRequired: 'Repetí la contraseña',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  passwordTooWeak: 'La contraseña no cumple los requisitos',
  firstNameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'El teléfono solo puede tener números, espacios y el signo +',
  freeTextInvalid: 'Usá solo letras, números, espacios y los signos @ # $ % & _ . - ! ? : , ; ( )',
  timeInvalid: 'Ingresá una hora válida (HH:MM)',
  decimalInvalid: 'Ingresá un número con hasta dos decimales',
  digitsInvalid: 'Ingresá solo números',
  videoUrlInvalid: 'Ingresá un enlace válido de Youtube o Vimeo',
  maxLength: (max: number) => `Máximo ${max} caracteres`,
  required: 'Este campo es requerido',
} as const;

export const passwordRuleLabels = {
  minLength: 'Al menos 8 caracteres',
  uppercase: 'Una letra mayúscula',
  lowercase: 'Una letra minúscula',
  digit: 'Un número',
  match: 'Las contraseñas coinciden',
} as const;

export const apiMessages = {
  validation: 'Revisá los datos ingresados',
  unauthorized: 'Tu sesión no es válida. Iniciá sesión de nuevo.',
  invalidCredentials: 'El correo o la contraseña no coinciden',
  invalidRefresh: 'Invalid refresh token',
  forbidden: 'No tenés permisos para realizar esta acción',
  notFound: 'No encontramos lo que buscás',
  emailExists: 'Ya existe un usuario con este correo.',
  rateLimited: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ya venció.',
  internal: 'Algo salió mal. Intentá de nuevo en unos minutos.',
  resetRequested: 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.',
} as const;
