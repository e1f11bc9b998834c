/**
 * How a receipt's number (Payment['receiptNumber']: the business's payments counted from 1) is written, on
 * the PDF and wherever the web names a receipt: 'N.º 3'. Apart from the billing contracts so that the
 * WhatsApp texts (which the shell's support link loads on every first screen) do not bring them along.
 */
export const receiptNumberText = (receiptNumber: number): string => `N.º ${receiptNumber}`;
