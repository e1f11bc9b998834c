/*
 * The account numbers clients transfer to, checked as their banks check them and written as their
 * banks print them. Each check takes the compact form (digits and capitals only, as `compactNumber`
 * leaves it): spaces, dots and hyphens are how people write a number, not part of it.
 */

/** "0021 8000-1234.5678 97" → "002180001234567897"; "es91 2100…" → "ES912100…". */
export const compactNumber = (typed: string): string => typed.replace(/[\s.\-/]/g, '').toUpperCase();

/** Σ digitᵢ × weightᵢ, the weights repeating: the sum every check digit below starts from. */
const weightedSum = (digits: string, weights: readonly number[]): number =>
  [...digits].reduce((sum, digit, index) => sum + Number(digit) * weights[index % weights.length]!, 0);

/** The digit that takes a weighted sum to the next multiple of 10. */
const toTen = (sum: number): number => (10 - (sum % 10)) % 10;

/**
 * Argentina's CBU (a bank account) and CVU (a wallet's: Mercado Pago, Ualá…), 22 digits in two blocks,
 * each closed by its check digit (BCRA, Comunicación A 2440): the first 8 are the bank and branch
 * (weights 7 1 3 9 7 1 3), the other 14 the account (weights 3 9 7 1 …). A CVU is written the same way.
 */
export function isCbu(compact: string): boolean {
  if (!/^\d{22}$/.test(compact)) return false;
  const bank = compact.slice(0, 8);
  const account = compact.slice(8);
  return (
    toTen(weightedSum(bank.slice(0, 7), [7, 1, 3, 9])) === Number(bank[7]) &&
    toTen(weightedSum(account.slice(0, 13), [3, 9, 7, 1])) === Number(account[13])
  );
}

/**
 * Mexico's CLABE, 18 digits (bank 3, plaza 3, account 11, check 1): the check digit closes the sum of
 * each digit times 3, 7, 1 (repeating), each product taken modulo 10 (Banxico).
 */
export function isClabe(compact: string): boolean {
  if (!/^\d{18}$/.test(compact)) return false;
  const sum = [...compact.slice(0, 17)].reduce((total, digit, index) => total + ((Number(digit) * [3, 7, 1][index % 3]!) % 10), 0);
  return toTen(sum) === Number(compact[17]);
}

/**
 * How long an IBAN is in the countries of our list that have one (SWIFT's IBAN registry): an IBAN of
 * another country is still checked by its shape and by mod 97.
 */
export const ibanLengths: Readonly<Record<string, number>> = {
  BR: 29,
  CR: 22,
  DE: 22,
  DO: 28,
  ES: 24,
  FR: 27,
  GB: 22,
  GT: 28,
  IT: 27,
  PT: 25,
  SV: 28,
};

/** Two letters of country, two check digits and 11 to 30 letters or digits (ISO 13616). */
export const hasIbanShape = (compact: string): boolean => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact);

/** Whether an IBAN has its country's length, when we know it. */
export const hasIbanLength = (compact: string): boolean => {
  const expected = ibanLengths[compact.slice(0, 2)];
  return expected === undefined || compact.length === expected;
};

/**
 * ISO 7064 mod 97-10: the first four characters go to the end, each letter becomes two digits
 * (A = 10 … Z = 35), and the number must leave 1 when divided by 97 (read in chunks: it is too long
 * for a double).
 */
export function ibanChecksumHolds(compact: string): boolean {
  const digits = [...(compact.slice(4) + compact.slice(0, 4))].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) remainder = Number(`${remainder}${digits.slice(index, index + 7)}`) % 97;
  return remainder === 1;
}

export const isIban = (compact: string): boolean => hasIbanShape(compact) && hasIbanLength(compact) && ibanChecksumHolds(compact);

/** In groups of four, as banks print an IBAN: "ES91 2100 0418 4502 0005 1332". */
export const groupInFours = (compact: string): string => compact.replace(/(.{4})(?=.)/g, '$1 ');

/** Chile's RUT, stored as its body and check digit: "12.345.678-5" → "12345678-5". null if it is not one. */
export function compactRut(typed: string): string | null {
  const compact = compactNumber(typed);
  return /^\d{7,8}[\dK]$/.test(compact) ? `${compact.slice(0, -1)}-${compact.slice(-1)}` : null;
}

/** The check digit of a RUT's body: 11 − Σ digit × 2, 3, 4, 5, 6, 7 (from the right, repeating) mod 11; 10 is K, 11 is 0. */
export function rutCheckDigit(body: string): string {
  const sum = weightedSum([...body].reverse().join(''), [2, 3, 4, 5, 6, 7]);
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** A RUT as `compactRut` stores it ("12345678-5") whose check digit is right. */
export const isRut = (stored: string): boolean => {
  const [body, check] = stored.split('-');
  return body !== undefined && check !== undefined && /^\d{7,8}$/.test(body) && rutCheckDigit(body) === check;
};

/** As Chile writes a RUT: "12.345.678-5". Anything else is left as it is. */
export const formatRut = (stored: string): string => {
  const [body, check] = stored.split('-');
  return body && check && /^\d+$/.test(body) ? `${body.replace(/\B(?=(\d{3})+$)/g, '.')}-${check}` : stored;
};
