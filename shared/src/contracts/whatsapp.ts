import { countries, isCountryCode } from './countries';
import type { PaymentDetails } from './business';
import { formatMoney } from '../format/money';

/*
 * WhatsApp links (https://wa.me/<number>?text=…) with a text already written: the reminder of a period
 * to pay and the message that goes with a receipt. Phones are normalised with the business's country:
 * a local number ("011 15 5555-0000") becomes an international one ("5491155550000").
 */

const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/** Argentina's mobile numbers as WhatsApp knows them: 54 9 <area + number, 10 digits>, without the "15". */
function argentineMobile(national: string): string {
  let number = national.startsWith('9') && national.length === 11 ? national.slice(1) : national;
  if (number.length === 12) {
    // The "15" of a mobile typed locally goes after the area code (2 to 4 digits).
    for (const areaLength of [2, 3, 4]) {
      if (number.slice(areaLength, areaLength + 2) === '15') {
        number = number.slice(0, areaLength) + number.slice(areaLength + 2);
        break;
      }
    }
  }
  return `9${number}`;
}

/**
 * The number wa.me takes (digits only, country code first) for a phone as the trainer typed it, or
 * null when it cannot be one (no phone, too few or too many digits). "+…" and "00…" are already
 * international; anything else is local to the business's country (a leading trunk 0 dropped).
 */
export function whatsappNumber(phone: string | null | undefined, country: string): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  let countryCode: string;
  let national: string;
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    const international = trimmed.startsWith('+') ? digits : digits.slice(2);
    const known = Object.values(countries)
      .map((item) => item.dialCode)
      .sort((a, b) => b.length - a.length)
      .find((code) => international.startsWith(code));
    if (!known) return international.length >= MIN_DIGITS && international.length <= MAX_DIGITS ? international : null;
    countryCode = known;
    national = international.slice(known.length);
  } else {
    countryCode = countries[isCountryCode(country) ? country : 'AR'].dialCode;
    national = digits.replace(/^0+/, '');
  }
  if (countryCode === '54') national = argentineMobile(national);
  // Mexico's old mobile prefix "1" after 52 is no longer used by WhatsApp.
  if (countryCode === '52' && national.length === 11 && national.startsWith('1')) national = national.slice(1);
  const number = countryCode + national;
  return national.length >= 6 && number.length >= MIN_DIGITS && number.length <= MAX_DIGITS ? number : null;
}

/** https://wa.me/<number>?text=<text>, or null without a usable phone. */
export function whatsappLink(phone: string | null | undefined, country: string, text: string): string | null {
  const number = whatsappNumber(phone, country);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/** The client without a phone: what the button says instead of opening a broken link. */
export const whatsappMessages = {
  noPhone: (clientName: string) => `${clientName} no tiene un teléfono cargado. Agregalo en sus datos para escribirle por WhatsApp.`,
  badPhone: (clientName: string) =>
    `El teléfono de ${clientName} no parece válido para WhatsApp. Revisalo en sus datos (con el código de área).`,
} as const;

const calendarDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** "Transferencia al alias x (CBU …), a nombre de …, Banco …. Link de pago: … <notes>": how to pay, or ''. */
export function howToPayText(payment: PaymentDetails): string {
  const lines: string[] = [];
  const account = [
    payment.transferAlias && `alias ${payment.transferAlias}`,
    payment.transferAccount && `CBU/CVU ${payment.transferAccount}`,
  ].filter(Boolean);
  if (account.length > 0) {
    const holder = payment.transferHolder ? `, a nombre de ${payment.transferHolder}` : '';
    const bank = payment.transferBank ? ` (${payment.transferBank})` : '';
    lines.push(`Podés transferir al ${account.join(' o al ')}${holder}${bank}.`);
  }
  if (payment.paymentLink) lines.push(`${account.length > 0 ? 'O pagá' : 'Podés pagar'} con este link: ${payment.paymentLink}`);
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
  const how = howToPayText(payment);
  if (how) lines.push(how);
  lines.push('¡Gracias!');
  return lines.join('\n\n');
}

export interface ReceiptMessageInput {
  clientFirstName: string;
  businessName: string;
  amount: number;
  date: string;
  period: { startDate: string; endDate: string };
  currency: string;
  country: string;
}

/** The message that goes with a receipt (the PDF is attached by hand, or shared with it on a phone). */
export function receiptMessageText({ clientFirstName, businessName, amount, date, period, currency, country }: ReceiptMessageInput): string {
  const money = formatMoney(amount, { currency, country }).replace(/\u00a0/g, ' ');
  const from = businessName ? ` de ${businessName}` : '';
  return (
    `¡Hola, ${clientFirstName}! Te paso el comprobante${from} de tu pago de ${money} del ${calendarDate(date)}, ` +
    `por el período del ${calendarDate(period.startDate)} al ${calendarDate(period.endDate)}. ¡Gracias!`
  );
}
