/*
 * `Idempotency-Key` (docs/decisions.md, "Reintentos"): a write a phone or a browser may send twice
 * (a retry after a 503, a dropped connection, a queued item sent again) carries a key made once per
 * intended write. The API answers a repeat with the first answer (same status and body) and writes
 * nothing again; the same key with another request is refused.
 */

/** The header, lower case as Node reads it (HTTP header names are case-insensitive). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_LIMITS = {
  /** 1 to 200 visible ASCII characters (a UUID fits). */
  keyLength: 200,
  /** How long the API keeps a key's answer: a repeat after this is a new request. */
  retentionHours: 24 * 7,
} as const;

const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_LIMITS.keyLength}}$`);
export const isIdempotencyKey = (value: string): boolean => IDEMPOTENCY_KEY_PATTERN.test(value);

export const idempotencyMessages = {
  keyInvalid: 'El encabezado Idempotency-Key no es válido',
  keyReused: 'Esta clave de reintento ya se usó para otro pedido con otros datos. Recargá la pantalla y volvé a intentar.',
  inProgress: 'Este pedido todavía se está procesando. Esperá un momento y volvé a intentar.',
} as const;

/**
 * IDEMPOTENCY_KEY_REUSED (422: the key was used with another request; payments keep the 409 they
 * answered since issue 12), IDEMPOTENCY_IN_PROGRESS (409).
 */
export const idempotencyErrorCodes = ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS'] as const;
export type IdempotencyErrorCode = (typeof idempotencyErrorCodes)[number];
