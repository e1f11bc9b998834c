import * as z from 'zod/mini';
import { isCountryCode } from './countries';
import { singleLineText, textField } from './fields';
import { lazySchema } from './lazy-schema';
import { validationMessages as m } from './messages';

export const businessMessages = {
  nameRequired: 'El nombre del negocio es requerido',
  timeZoneInvalid: 'Elegí una zona horaria de la lista (por ejemplo, America/Argentina/Buenos_Aires)',
  currencyInvalid: 'Elegí una moneda válida (código ISO 4217 de tres letras, por ejemplo ARS)',
  countryInvalid: 'Elegí un país de la lista',
  paymentLinkInvalid: 'Ingresá un enlace que empiece con https://',
  transferValueInvalid: 'Ingresá el dato como texto',
  currencyChangeNeedsConfirmation:
    'Ya hay montos cargados (planes, períodos o pagos). Si cambiás la moneda se mantienen los mismos números en la nueva moneda: confirmá el cambio para seguir.',
  logoRemoved: 'Logo quitado',
  saved: 'Datos del negocio guardados',
} as const;

let zones: Set<string> | undefined;
/** The runtime's IANA zones (Intl.supportedValuesOf), read once. */
function supportedZones(): Set<string> {
  return (zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']));
}

const ZONE_NAME = /^[A-Z][A-Za-z_+-]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*)+$/;

/**
 * An IANA zone the runtime lists (Intl.supportedValuesOf('timeZone')), or a link to one written as
 * IANA writes it: 'America/Argentina/Buenos_Aires' is the name the tz database keeps, while Node 20
 * lists its older link 'America/Buenos_Aires'. Abbreviations ('EST') and other casings are refused.
 */
export function isIanaTimeZone(value: string): boolean {
  if (supportedZones().has(value)) return true;
  if (!ZONE_NAME.test(value)) return false;
  try {
    return supportedZones().has(new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

let currencies: Set<string> | undefined;
/** An ISO 4217 code the runtime knows (Intl.supportedValuesOf('currency')), upper case. */
export const isCurrencyCode = (value: string): boolean =>
  (currencies ??= new Set(Intl.supportedValuesOf('currency'))).has(value);

export const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** An optional text: "" or null clear it. */
const optionalText = (schema: z.ZodMiniType<string, string>) => z.nullish(z.pipe(schema, z.transform((value: string) => value || null)));

export const MAX_PAYMENT_NOTES_LENGTH = 500;

/**
 * How the business's clients pay: the transfer details its country asks for (`paymentFieldsOf`: alias
 * and CBU/CVU in Argentina, CLABE in Mexico, IBAN in Spain, bank, type, number and RUT in Chile…), the
 * holder and the bank, a payment link (https) and a free text. Every field may be null. `transferAccount`
 * is the account's number as the country names it (CBU/CVU, CLABE, IBAN, número de cuenta), stored
 * compact ("ES9121000418450200051332"); `transferAccountType` a value of the country's list
 * ('corriente', 'ahorro'…); `transferHolderTaxId` the holder's RUT (Chile). The last two came later: an
 * answer kept from before (the client app's, offline) reads them as null.
 */
export const paymentDetailsSchema = lazySchema(() =>
  z.object({
    transferAlias: z.nullable(z.string()),
    transferAccount: z.nullable(z.string()),
    transferAccountType: z._default(z.nullable(z.string()), null),
    transferHolder: z.nullable(z.string()),
    transferHolderTaxId: z._default(z.nullable(z.string()), null),
    transferBank: z.nullable(z.string()),
    paymentLink: z.nullable(z.string()),
    paymentNotes: z.nullable(z.string()),
  }),
);
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** A business that said nothing about how to pay. */
export const emptyPaymentDetails: PaymentDetails = {
  transferAlias: null,
  transferAccount: null,
  transferAccountType: null,
  transferHolder: null,
  transferHolderTaxId: null,
  transferBank: null,
  paymentLink: null,
  paymentNotes: null,
};

/** GET and PATCH /api/v1/business: the business's settings. `logo` is a public path, or null. */
export const businessSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    country: z.string(),
    logo: z.nullable(z.string()),
    payment: paymentDetailsSchema,
    /**
     * Whether an administrator has confirmed the country, time zone and currency (saved them in "Mi
     * negocio"): until then they are what the sign-up proposed. GET and PATCH always say it; the
     * export's negocio.json, a copy of the data, does not.
     */
    settingsConfirmed: z.optional(z.boolean()),
  }),
);
export type Business = z.infer<typeof businessSchema>;

/**
 * A transfer detail as sent: text of at most 60 characters. What it must be depends on the business's
 * country (the one sent with it, or the saved one), so the API checks it after reading the business
 * (`checkTransferDetails`), with each country's messages.
 */
const transferValue = () =>
  z.string({ error: businessMessages.transferValueInvalid }).check(z.trim(), singleLineText(), z.maxLength(60, m.maxLength(60)));

export const paymentDetailsUpdateSchema = lazySchema(() =>
  z.object({
    transferAlias: optionalText(transferValue()),
    transferAccount: optionalText(transferValue()),
    transferAccountType: optionalText(transferValue()),
    transferHolderTaxId: optionalText(transferValue()),
    transferHolder: optionalText(textField(80)),
    transferBank: optionalText(textField(80)),
    paymentLink: optionalText(
      z
        .string({ error: businessMessages.paymentLinkInvalid })
        .check(z.trim(), z.maxLength(500, m.maxLength(500)), z.refine((v) => v === '' || isHttpsUrl(v), businessMessages.paymentLinkInvalid)),
    ),
    paymentNotes: optionalText(textField(MAX_PAYMENT_NOTES_LENGTH, { multiline: true })),
  }),
);

/**
 * PATCH /api/v1/business: only the fields sent change. A new currency while amounts exist needs
 * `confirmCurrencyChange: true` (409 otherwise): amounts are kept as the same numbers. Transfer details
 * are checked as the business's country asks (the new one, when it is sent too); moving to another
 * country keeps the saved details the new one also asks for and that are valid there
 * (`carryTransferDetails`), and clears the rest.
 */
export const businessUpdateSchema = lazySchema(() =>
  z.object({
    name: z.optional(textField(80, { required: businessMessages.nameRequired })),
    timeZone: z.optional(z.string({ error: businessMessages.timeZoneInvalid }).check(z.trim(), z.refine(isIanaTimeZone, businessMessages.timeZoneInvalid))),
    currency: z.optional(
      z.string({ error: businessMessages.currencyInvalid }).check(z.trim(), z.refine(isCurrencyCode, businessMessages.currencyInvalid)),
    ),
    country: z.optional(z.string({ error: businessMessages.countryInvalid }).check(z.trim(), z.refine(isCountryCode, businessMessages.countryInvalid))),
    payment: z.optional(paymentDetailsUpdateSchema),
    confirmCurrencyChange: z.optional(z.boolean()),
  }),
);
export type BusinessUpdateRequest = z.input<typeof businessUpdateSchema>;
export type BusinessUpdate = z.output<typeof businessUpdateSchema>;

/** POST and DELETE /api/v1/business/logo: the public path of the logo, or null without one. */
export const businessLogoResponseSchema = lazySchema(() => z.object({ logo: z.nullable(z.string()) }));
export type BusinessLogoResponse = z.infer<typeof businessLogoResponseSchema>;

