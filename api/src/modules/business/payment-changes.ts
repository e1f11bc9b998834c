import { carryTransferDetails, checkTransferDetails, type BusinessUpdate, type PaymentDetails, type TransferDetails } from '@coach/shared/contracts';
import { fieldValidationError } from '../library/validation-error';

/**
 * The payment columns a PATCH /business writes, for a business that will be in `country`:
 * - the transfer details sent, each checked as that country asks (a CLABE in Mexico, an IBAN in Spain),
 *   stored compact; a wrong one, or one the country does not use, is a 400 on its field
 *   ('payment.transferAccount') with its Spanish message, and nothing is saved;
 * - when the business moves to another country, the saved details that country also asks for and that
 *   are valid there; the others are cleared, so nothing of the old country is shown with the new one's
 *   names (a CBU is not a CLABE);
 * - the link and the notes, as sent (every country has them).
 */
export function paymentChanges(
  saved: TransferDetails & { country: string },
  country: string,
  sent: BusinessUpdate['payment'] = {},
): Partial<PaymentDetails> {
  const { paymentLink, paymentNotes, ...transfer } = sent;
  const { values, problems } = checkTransferDetails(country, transfer);
  if (problems.length > 0) throw fieldValidationError(problems.map(([key, message]) => [`payment.${key}`, message]));
  const carried = country === saved.country ? {} : carryTransferDetails(saved, country);
  return { ...carried, ...values, paymentLink, paymentNotes };
}
