import { screen, waitFor } from '@testing-library/react';
import { resetBrowserState } from '@coach/shared/testing';
import { renderBilling } from '../../testing/render-billing';
import type * as ReceiptApi from './receipt-api';
import { SendReceipt } from './send-receipt';

jest.mock('./receipt-api', () => ({
  ...jest.requireActual<typeof ReceiptApi>('./receipt-api'),
  fetchReceipt: jest.fn(() => Promise.resolve(new Blob(['%PDF-1.3 comprobante'], { type: 'application/pdf' }))),
}));

jest.setTimeout(30_000);

// Payment 451 of the platform, the business's third receipt: the number a client sees is the business's own.
const payment = { id: 451, receiptNumber: 3, amount: 2_000_000, date: '2026-03-15', period: { startDate: '2026-03-01', endDate: '2026-03-31' } };
const ana = { name: 'Ana Gómez', firstName: 'Ana', phone: '11 5555-0000' };

let downloads: HTMLAnchorElement[] = [];

beforeEach(() => {
  resetBrowserState();
  downloads = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:comprobante'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(navigator, { canShare: undefined, share: undefined });
});

// Ready once the PDF is there: a loading antd button is not disabled, it ignores the click.
const ready = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Enviar comprobante' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveClass('ant-btn-loading');
  });

describe('Enviar comprobante', () => {
  it('downloads the PDF receipt', async () => {
    const { user } = renderBilling(<SendReceipt payment={payment} client={ana} />, () => undefined);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Descargar comprobante' }));
    expect(downloads.map((link) => link.download)).toEqual(['comprobante-3.pdf']);
    expect(screen.getByText(/Enviale el comprobante N\.º 3 a Ana Gómez/)).toBeInTheDocument();
  });

  it('on a computer: opens WhatsApp with the message and downloads the PDF to attach', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderBilling(<SendReceipt payment={payment} client={ana} />, () => undefined);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Enviar comprobante' }));

    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://wa.me/5491155550000');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola, Ana! Te paso el comprobante N.º 3 de tu pago de $ 20.000,00 del 15/03/2026, por el período del 01/03/2026 al 31/03/2026. ¡Gracias!',
    );
    expect(downloads.map((link) => link.download)).toEqual(['comprobante-3.pdf']);
    expect(await screen.findByText('Adjuntalo en el chat de WhatsApp que se abrió.')).toBeInTheDocument();
  });

  it("on a phone: hands the PDF and the message to the share sheet (WhatsApp among its apps)", async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { canShare: () => true, share });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderBilling(<SendReceipt payment={payment} client={ana} />, () => undefined);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Enviar comprobante' }));

    expect(share).toHaveBeenCalledTimes(1);
    const [{ files, text }] = share.mock.calls[0] as unknown as [{ files: File[]; text: string }];
    expect(files.map((file) => [file.name, file.type])).toEqual([['comprobante-3.pdf', 'application/pdf']]);
    expect(text).toContain('Te paso el comprobante N.º 3');
    expect(open).not.toHaveBeenCalled();
  });

  it('without a phone (and no share sheet) says so instead of opening a broken link', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderBilling(<SendReceipt payment={payment} client={{ ...ana, phone: null }} />, () => undefined);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Enviar comprobante' }));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(/Ana Gómez no tiene un teléfono cargado/)).toBeInTheDocument();
  });
});
