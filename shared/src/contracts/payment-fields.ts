import {
  compactNumber,
  compactRut,
  formatRut,
  groupInFours,
  hasIbanLength,
  hasIbanShape,
  ibanChecksumHolds,
  ibanLengths,
  isCbu,
  isClabe,
  isRut,
} from './account-numbers';
import type { PaymentDetails } from './business';
import { countries, countryFacts, isCountryCode, type CountryCode } from './countries';

/*
 * "Datos de cobro del país": which transfer details a business asks its clients to use, by country,
 * with their Spanish names, checks and ways of writing them. One table for "Mi negocio", the API's
 * validation, "Mi plan" and the WhatsApp reminder.
 */

/** The transfer details of PaymentDetails (the link and the notes are the same in every country). */
export const transferKeys = ['transferAlias', 'transferAccount', 'transferAccountType', 'transferHolder', 'transferHolderTaxId', 'transferBank'] as const;
export type TransferKey = (typeof transferKeys)[number];
export type TransferDetails = Pick<PaymentDetails, TransferKey>;

export const paymentFieldMessages = {
  aliasInvalid: 'El alias tiene de 6 a 20 letras, números, puntos o guiones',
  cbuLength: 'El CBU o CVU tiene 22 números',
  cbuCheck: 'Ese CBU o CVU no es válido: revisá los números',
  clabeLength: 'La CLABE tiene 18 números',
  clabeCheck: 'Esa CLABE no es válida: revisá los números (el último es el dígito de control)',
  ibanStart: 'El IBAN empieza con las dos letras del país y dos números (por ejemplo, ES91 2100…)',
  ibanLength: (countryName: string, length: number) => `Un IBAN de ${countryName} tiene ${length} caracteres`,
  ibanCharacters: 'El IBAN tiene de 15 a 34 letras y números',
  ibanCheck: 'Ese IBAN no es válido: revisá las letras y los números',
  localAccountInvalid: 'El número de cuenta tiene de 4 a 20 números (con guiones, si tu banco los usa)',
  accountInvalid: 'El número de cuenta tiene de 4 a 34 letras o números (con espacios o guiones, si los usa)',
  rutShape: 'El RUT tiene 7 u 8 números y su dígito verificador (por ejemplo, 12.345.678-5)',
  rutCheck: 'Ese RUT no es válido: el dígito verificador no coincide',
  accountTypeInvalid: 'Elegí un tipo de cuenta de la lista',
  notUsed: (countryName: string) => `En ${countryName} no se usa este dato para transferir`,
} as const;

export type PaymentFieldId = 'alias' | 'cbu' | 'clabe' | 'iban' | 'localAccount' | 'account' | 'accountType' | 'rut' | 'holder' | 'bank';

export interface PaymentField {
  /** The fact it asks for: a CLABE and a CBU are both `transferAccount`, and different ids. */
  id: PaymentFieldId;
  key: TransferKey;
  /** Its name where it is shown: "Mi plan", the reminder ("CLABE: …") and the copy button ("Copiar CLABE"). */
  label: string;
  /** Its label in "Mi negocio", where it says more ("Banco o billetera", "RUT del titular"). */
  inputLabel: string;
  /** The name of its copy button, which says what it copies: "Copiar CLABE". */
  copyLabel: string;
  /** The line under its input in "Mi negocio". */
  hint?: string;
  /** The longest it may be typed (with the spaces and dots people write). */
  maxLength: number;
  inputMode: 'numeric' | 'text';
  /** The choices of a field picked from a list (the type of account): stored value and its name. */
  options?: readonly { value: string; label: string }[];
  /** Whether it is offered to copy: a bank's app asks for it typed (not the type of account, a list there too). */
  copyable: boolean;
  /** As it is stored, checked and copied: "ES91 2100 …" → "ES912100…", "12.345.678-5" → "12345678-5". */
  normalize: (typed: string) => string;
  /** What is wrong with the stored form, or null. */
  problem: (stored: string) => string | null;
  /** As the country writes it: an IBAN in groups of four, a RUT with its dots. */
  format: (stored: string) => string;
}

const trimmed = (typed: string) => typed.trim().replace(/\s+/g, ' ');
const asIs = (stored: string) => stored;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

const ALIAS = /^[A-Za-z0-9.-]{6,20}$/;

const alias: PaymentField = {
  id: 'alias',
  key: 'transferAlias',
  label: 'Alias',
  inputLabel: 'Alias',
  copyLabel: 'Copiar alias',
  hint: 'El de tu banco o billetera (por ejemplo, mi.estudio.mp).',
  maxLength: 20,
  inputMode: 'text',
  copyable: true,
  normalize: (typed) => typed.trim(),
  problem: (stored) => (ALIAS.test(stored) ? null : paymentFieldMessages.aliasInvalid),
  format: asIs,
};

const cbu: PaymentField = {
  id: 'cbu',
  key: 'transferAccount',
  label: 'CBU/CVU',
  inputLabel: 'CBU o CVU',
  copyLabel: 'Copiar CBU/CVU',
  hint: '22 números (el CVU es el de una billetera).',
  maxLength: 30,
  inputMode: 'numeric',
  copyable: true,
  normalize: compactNumber,
  problem: (stored) => (!/^\d{22}$/.test(stored) ? paymentFieldMessages.cbuLength : isCbu(stored) ? null : paymentFieldMessages.cbuCheck),
  // Argentine banks print it in one piece.
  format: asIs,
};

const clabe: PaymentField = {
  id: 'clabe',
  key: 'transferAccount',
  label: 'CLABE',
  inputLabel: 'CLABE',
  copyLabel: 'Copiar CLABE',
  hint: '18 números: la ves en la app o en el estado de cuenta de tu banco.',
  maxLength: 24,
  inputMode: 'numeric',
  copyable: true,
  normalize: compactNumber,
  problem: (stored) => (!/^\d{18}$/.test(stored) ? paymentFieldMessages.clabeLength : isClabe(stored) ? null : paymentFieldMessages.clabeCheck),
  format: (stored) => (/^\d{18}$/.test(stored) ? groupInFours(stored) : stored),
};

function ibanProblem(stored: string): string | null {
  if (!/^[A-Z]{2}\d{2}/.test(stored)) return paymentFieldMessages.ibanStart;
  const prefix = stored.slice(0, 2);
  if (!hasIbanLength(stored) && isCountryCode(prefix)) return paymentFieldMessages.ibanLength(countries[prefix].name, ibanLengths[prefix]!);
  if (!hasIbanShape(stored)) return paymentFieldMessages.ibanCharacters;
  return ibanChecksumHolds(stored) ? null : paymentFieldMessages.ibanCheck;
}

const iban: PaymentField = {
  id: 'iban',
  key: 'transferAccount',
  label: 'IBAN',
  inputLabel: 'IBAN',
  copyLabel: 'Copiar IBAN',
  hint: 'Empieza con las letras del país (ES, PT, DE…); podés escribirlo con espacios.',
  maxLength: 42,
  inputMode: 'text',
  copyable: true,
  normalize: compactNumber,
  problem: ibanProblem,
  format: (stored) => (hasIbanShape(stored) ? groupInFours(stored) : stored),
};

/** The number of an account of Chile, Colombia or Uruguay: digits, and the hyphens some banks write. */
const localAccount: PaymentField = {
  id: 'localAccount',
  key: 'transferAccount',
  label: 'Número de cuenta',
  inputLabel: 'Número de cuenta',
  copyLabel: 'Copiar número de cuenta',
  maxLength: 30,
  inputMode: 'numeric',
  copyable: true,
  normalize: trimmed,
  problem: (stored) => (/^\d[\d -]*$/.test(stored) && digitCount(stored) >= 4 && digitCount(stored) <= 20 ? null : paymentFieldMessages.localAccountInvalid),
  format: asIs,
};

/** Any other country's account: letters too (a routing or branch code some countries write with it). */
const account: PaymentField = {
  ...localAccount,
  id: 'account',
  maxLength: 40,
  inputMode: 'text',
  normalize: (typed) => trimmed(typed).toUpperCase(),
  problem: (stored) => {
    const characters = stored.replace(/[^A-Z0-9]/g, '').length;
    return /^[A-Z0-9][A-Z0-9 -]*$/.test(stored) && characters >= 4 && characters <= 34 ? null : paymentFieldMessages.accountInvalid;
  },
};

const rut: PaymentField = {
  id: 'rut',
  key: 'transferHolderTaxId',
  label: 'RUT',
  inputLabel: 'RUT del titular',
  copyLabel: 'Copiar RUT',
  hint: 'Por ejemplo, 12.345.678-5.',
  maxLength: 12,
  inputMode: 'text',
  copyable: true,
  normalize: (typed) => compactRut(typed) ?? typed.trim(),
  problem: (stored) => (compactRut(stored) === null ? paymentFieldMessages.rutShape : isRut(stored) ? null : paymentFieldMessages.rutCheck),
  format: formatRut,
};

const accountType = (options: PaymentField['options'] & object): PaymentField => ({
  id: 'accountType',
  key: 'transferAccountType',
  label: 'Tipo de cuenta',
  inputLabel: 'Tipo de cuenta',
  copyLabel: 'Copiar tipo de cuenta',
  maxLength: 20,
  inputMode: 'text',
  options,
  copyable: false,
  normalize: (typed) => typed.trim(),
  problem: (stored) => (options.some((option) => option.value === stored) ? null : paymentFieldMessages.accountTypeInvalid),
  format: (stored) => options.find((option) => option.value === stored)?.label ?? stored,
});

const holder: PaymentField = {
  id: 'holder',
  key: 'transferHolder',
  label: 'Titular',
  inputLabel: 'Titular',
  copyLabel: 'Copiar titular',
  maxLength: 80,
  inputMode: 'text',
  copyable: true,
  normalize: trimmed,
  // Any name: the request schema already keeps it to 80 characters of text.
  problem: () => null,
  format: asIs,
};

const bank: PaymentField = { ...holder, id: 'bank', key: 'transferBank', label: 'Banco', inputLabel: 'Banco', copyLabel: 'Copiar banco' };

/** The account types of a country, stored by these values: 'ahorro' is a savings account in both. */
const chileanAccountTypes = [
  { value: 'corriente', label: 'Cuenta corriente' },
  { value: 'vista', label: 'Cuenta vista o CuentaRUT' },
  { value: 'ahorro', label: 'Cuenta de ahorro' },
] as const;
const colombianAccountTypes = [
  { value: 'ahorro', label: 'Cuenta de ahorros' },
  { value: 'corriente', label: 'Cuenta corriente' },
] as const;

const ibanFields = [iban, holder, bank] as const;

/**
 * The transfer details each country asks for, in the order its people say them (a Chilean
 * transfer: name, RUT, bank, type, number). A country not listed gets `otherCountryFields`.
 * IBAN: the countries of our list that transfer with it at home (Costa Rica too, since SINPE asks
 * for it); the others of the IBAN registry (República Dominicana, Guatemala…) use their account number.
 */
export const paymentFieldsByCountry: Partial<Record<CountryCode, readonly PaymentField[]>> = {
  AR: [alias, cbu, holder, { ...bank, inputLabel: 'Banco o billetera' }],
  MX: [clabe, holder, bank],
  ES: ibanFields,
  PT: ibanFields,
  DE: ibanFields,
  FR: ibanFields,
  IT: ibanFields,
  GB: ibanFields,
  CR: ibanFields,
  CL: [holder, rut, bank, accountType(chileanAccountTypes), localAccount],
  CO: [bank, accountType(colombianAccountTypes), localAccount, holder],
  UY: [bank, localAccount, holder],
};

export const otherCountryFields: readonly PaymentField[] = [bank, account, holder];

/** The transfer details a business in `country` asks for. */
export const paymentFieldsOf = (country: string): readonly PaymentField[] =>
  (isCountryCode(country) ? paymentFieldsByCountry[country] : undefined) ?? otherCountryFields;

export const paymentFieldOf = (country: string, key: TransferKey): PaymentField | undefined => paymentFieldsOf(country).find((field) => field.key === key);

/** What was typed in a field: its stored form, or what is wrong with it. "" is no value. */
export function readPaymentField(field: PaymentField, typed: string): { value: string | null; problem: null } | { value: null; problem: string } {
  const value = field.normalize(typed);
  if (value === '') return { value: null, problem: null };
  const problem = field.problem(value);
  return problem === null ? { value, problem: null } : { value: null, problem };
}

/**
 * The transfer details sent for a business in `country`, each checked as that country asks: their
 * stored forms, and a message for each one that is wrong or that the country does not use. A key not
 * sent (undefined) is left out; null or "" clears it.
 */
export function checkTransferDetails(
  country: string,
  sent: Partial<Record<TransferKey, string | null | undefined>>,
): { values: Partial<TransferDetails>; problems: Array<[TransferKey, string]> } {
  const values: Partial<TransferDetails> = {};
  const problems: Array<[TransferKey, string]> = [];
  for (const key of transferKeys) {
    const typed = sent[key];
    if (typed === undefined) continue;
    const field = paymentFieldOf(country, key);
    if (typed === null || typed.trim() === '') values[key] = null;
    else if (!field) problems.push([key, paymentFieldMessages.notUsed(countryFacts(country).name)]);
    else {
      const read = readPaymentField(field, typed);
      if (read.problem === null) values[key] = read.value;
      else problems.push([key, read.problem]);
    }
  }
  return { values, problems };
}

/**
 * What stays when a business moves to `country`: each detail the new country also asks for and that is
 * still valid there (an IBAN from Spain to Portugal, the bank and the holder anywhere, a savings
 * account from Chile to Colombia); the rest is cleared (the alias and a CBU going to Mexico).
 */
export function carryTransferDetails(details: TransferDetails, country: string): TransferDetails {
  const carried = {} as TransferDetails;
  for (const key of transferKeys) {
    const field = paymentFieldOf(country, key);
    const stored = details[key];
    carried[key] = field && stored ? readPaymentField(field, stored).value : null;
  }
  return carried;
}

/**
 * The transfer details of a business as its country asks for them: the ones it does not use are null
 * (an alias saved while a business in Spain still had Argentina's fields). A saved value is kept as it
 * is, even one the new checks would refuse: it was accepted, and the trainer sees it to fix it.
 */
export function transferDetailsOf(country: string, details: TransferDetails): TransferDetails {
  const shown = {} as TransferDetails;
  for (const key of transferKeys) shown[key] = paymentFieldOf(country, key) ? details[key] : null;
  return shown;
}

export interface TransferLine {
  field: PaymentField;
  /** As the country writes it: "0020 1007 7777 7777 71", "12.345.678-5", "Cuenta corriente". */
  text: string;
  /** What a copy button puts on the clipboard: the stored form, which a bank's app takes. */
  copyText: string;
}

/** The transfer details filled in, in the country's order, written its way: what "Mi plan" and the reminder show. */
export const transferLines = (country: string, payment: TransferDetails): TransferLine[] =>
  paymentFieldsOf(country).flatMap((field) => {
    const stored = payment[field.key];
    return stored ? [{ field, text: field.format(stored), copyText: stored }] : [];
  });
