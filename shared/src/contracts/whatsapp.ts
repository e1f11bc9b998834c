import { countries, DEFAULT_COUNTRY, isCountryCode, type CountryCode } from './countries';
import type { PaymentDetails } from './business';
import { transferLines } from './payment-fields';
import { formatMoney } from '../format/money';
import { receiptNumberText } from './receipts';

/*
 * WhatsApp links (https://wa.me/<number>?text=…) with a text already written: the reminder of a period
 * to pay and the message that goes with a receipt. Phones are normalised with the business's country:
 * a local number ("011 15 5555-0000") becomes an international one ("5491155550000").
 */

const MAX_DIGITS = 15;

/** The calling codes of `countries`, longest first ('598' before '5…'), to read "+598 99 123 456". */
const dialCodes = [...new Set(Object.values(countries).map((item) => item.dialCode))].sort((a, b) => b.length - a.length);

/** The countries sharing a calling code ('1': the United States, Canada, Puerto Rico, República Dominicana). */
const countryOfDialCode = (dialCode: string, business: CountryCode): CountryCode | undefined =>
  countries[business].dialCode === dialCode ? business : (Object.keys(countries) as CountryCode[]).find((code) => countries[code].dialCode === dialCode);

/**
 * Argentina's mobile numbers as WhatsApp knows them: 9 and the 10 digits of area code and number,
 * without the "15" typed after the area code (2 to 4 digits) or the 9 already there. null when it is not
 * a number with its area code (8 digits typed alone, "15 5555-0000"): areas start with 11, 2 or 3.
 */
function argentineMobile(national: string): string | null {
  let number = national.length === 11 && national.startsWith('9') ? national.slice(1) : national;
  if (number.length === 12) {
    const areaLength = [2, 3, 4].find((length) => number.slice(length, length + 2) === '15');
    if (areaLength !== undefined) number = number.slice(0, areaLength) + number.slice(areaLength + 2);
  }
  return number.length === 10 && /^(11|[23])/.test(number) ? `9${number}` : null;
}

/**
 * Mexico's numbers are 10 digits since 2019: the old mobile "1" after 52 (52 1 55…), and the national
 * prefixes "044"/"045" (a mobile) and "01" (long distance) are dropped.
 */
function mexicanNumber(national: string): string {
  if (national.length === 11 && national.startsWith('1')) return national.slice(1);
  if (national.length === 12 && /^4[45]/.test(national)) return national.slice(2);
  return national;
}

/** The national number of `country` as WhatsApp takes it (trunk 0 dropped, its own prefixes handled), or null. */
function nationalNumber(digits: string, country: CountryCode): string | null {
  const facts = countries[country];
  const national = 'keepsLeadingZero' in facts ? digits : digits.replace(/^0+/, '');
  const number = country === 'AR' ? argentineMobile(national) : country === 'MX' ? mexicanNumber(national) : national;
  if (number === null) return null;
  // Argentina's mobile carries its 9 on top of the 10 digits.
  const length = country === 'AR' ? number.length - 1 : number.length;
  const [min, max] = facts.phoneDigits;
  return length >= min && length <= max ? number : null;
}

/**
 * The number wa.me takes (E.164 without the +: country code and national number, digits only) for a phone
 * as the trainer typed it, with the business's `country` for a national one; null when it cannot be one
 * (no phone, too few or too many digits, a national number without its area code).
 * - "+…" and "00…" (and "011…" where the calling code is 1) are international: kept, with the national
 *   prefixes of a known country cleaned up ("+54 11 15 5555-0000", "+52 1 55…", "+44 (0)20…").
 * - Anything else is national: the country's calling code goes first, after dropping a leading trunk 0
 *   (Italy keeps it: it is part of the number), Argentina's "15" (its mobiles take a 9 after 54) and
 *   Mexico's old 1, 044, 045 and 01.
 * - Digits too many for a national number that start with the country's calling code already have it
 *   ("52 55 8765 4321" in Mexico, "1 212 555 0100" in the United States). A national number is read
 *   first: an Italian mobile "393 123 4567" is not +39.
 */
export function whatsappNumber(phone: string | null | undefined, country: string): string | null {
  if (!phone) return null;
  const business: CountryCode = isCountryCode(country) ? country : DEFAULT_COUNTRY;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  const ownCode = countries[business].dialCode;
  let international: string | null = null;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (ownCode === '1' && digits.startsWith('011')) international = digits.slice(3);
  if (international === null) {
    const national = nationalNumber(digits, business) ?? (digits.startsWith(ownCode) ? nationalNumber(digits.slice(ownCode.length), business) : null);
    return national === null ? null : ownCode + national;
  }
  const dialCode = dialCodes.find((code) => international.startsWith(code));
  const known = dialCode === undefined ? undefined : countryOfDialCode(dialCode, business);
  if (dialCode === undefined || known === undefined) return international.length >= 8 && international.length <= MAX_DIGITS ? international : null;
  const national = nationalNumber(international.slice(dialCode.length), known);
  return national === null ? null : dialCode + national;
}

/** https://wa.me/<number>?text=<text>, or null without a usable phone. */
export function whatsappLink(phone: string | null | undefined, country: string, text: string): string | null {
  const number = whatsappNumber(phone, country);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/** https://wa.me/?text=<text>: WhatsApp with the text written, for the user to pick whom to send it to. */
export const whatsappShareLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The client without a phone: what the button says instead of opening a broken link. */
export const whatsappMessages = {
  noPhone: (clientName: string) => `${clientName} no tiene un teléfono cargado. Agregalo en sus datos para escribirle por WhatsApp.`,
  badPhone: (clientName: string) =>
    `El teléfono de ${clientName} no parece válido para WhatsApp. Revisalo en sus datos (con el código de área).`,
} as const;

const calendarDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * How to pay, as the reminder says it: one line per transfer detail, named and written the way the
 * business's country does ("CLABE: 0020 1007 7777 7777 71", "Alias: estudio.norte", "IBAN: ES91 2100 …"),
 * then the payment link and the notes; only what the trainer filled in, or ''.
 */
export function howToPayText(country: string, payment: PaymentDetails): string {
  const lines: string[] = [];
  const transfer = transferLines(country, payment);
  if (transfer.length > 0) lines.push('Podés pagar por transferencia:', ...transfer.map(({ field, text }) => `${field.label}: ${text}`));
  if (payment.paymentLink) lines.push(`${transfer.length > 0 ? 'O pagá' : 'Podés pagar'} con este link: ${payment.paymentLink}`);
  if (payment.paymentNotes) lines.push(payment.paymentNotes);
  return lines.join('\n');
}

export interface ReminderInput {
  clientFirstName: string;
  businessName: string;
  period: { startDate: string; endDate: string; remaining: number; overdue: boolean };
  currency: string;
  country: string;
  payment: PaymentDetails;
}

/**
 * The reminder of a period to pay, in Spanish: the client's name, the period, what remains in the
 * business's currency (as its country writes it), and how to pay.
 */
export function paymentReminderText({ clientFirstName, businessName, period, currency, country, payment }: ReminderInput): string {
  const amount = formatMoney(period.remaining, { currency, country }).replace(/\u00a0/g, ' ');
  const range = `${calendarDate(period.startDate)} al ${calendarDate(period.endDate)}`;
  const state = period.overdue ? `venció el ${calendarDate(period.endDate)}` : `vence el ${calendarDate(period.endDate)}`;
  const from = businessName ? ` de ${businessName}` : '';
  const lines = [
    `¡Hola, ${clientFirstName}! Te escribo${from} para recordarte que la cuota del período del ${range} ${state}. Quedan ${amount} por pagar.`,
  ];
  const how = howToPayText(country, payment);
  if (how) lines.push(how);
  lines.push('¡Gracias!');
  return lines.join('\n\n');
}

export interface ReceiptMessageInput {
  clientFirstName: string;
  businessName: string;
  /** The number printed on the receipt (Payment['receiptNumber']). */
  receiptNumber: number;
  amount: number;
  date: string;
  period: { startDate: string; endDate: string };
  currency: string;
  country: string;
}

/** The message that goes with a receipt (the PDF is attached by hand, or shared with it on a phone). */
export function receiptMessageText({ clientFirstName, businessName, receiptNumber, amount, date, period, currency, country }: ReceiptMessageInput): string {
  const money = formatMoney(amount, { currency, country }).replace(/\u00a0/g, ' ');
  const from = businessName ? ` de ${businessName}` : '';
  return (
    `¡Hola, ${clientFirstName}! Te paso el comprobante ${receiptNumberText(receiptNumber)}${from} de tu pago de ${money} del ${calendarDate(date)}, ` +
    `por el período del ${calendarDate(period.startDate)} al ${calendarDate(period.endDate)}. ¡Gracias!`
  );
}
