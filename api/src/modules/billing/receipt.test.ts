import { execFile } from 'node:child_process';
import { authHeader, createClientAs } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { setupApiTests } from '../../test/test-app';
import { LONG_TOKENS, trainerWithClient } from './billing-test-helpers';
import { RECEIPT_NOT_AN_INVOICE } from './receipt-pdf';

const ctx = setupApiTests({ env: LONG_TOKENS });

// PDF.js loads its worker with a dynamic import, which Jest's module sandbox does not run: the
// parser reads the PDF in a Node process of its own.
const PARSE_SCRIPT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
`;

/** The text a PDF reader extracts from the receipt (pdf-parse, on Mozilla's PDF.js). */
function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', PARSE_SCRIPT], { cwd: __dirname }, (error, stdout, stderr) =>
      error ? reject(new Error(`pdf-parse failed: ${stderr || error.message}`)) : resolve(JSON.parse(stdout) as { text: string; pages: number }),
    );
    child.stdin!.end(bytes);
  });
}

async function paidPeriod(email?: string) {
  const trainer = await trainerWithClient(ctx.app, email);
  const plan = await trainer.api.createPlan({ name: 'Mensual', amount: 2_000_000 });
  const subscription = await trainer.api.assign(trainer.clientId, plan.id, '2026-03-01');
  const period = subscription.periods[0]!;
  const paid = await trainer.api.pay(period.id, { amount: 1_250_050, method: 'transfer', date: '2026-03-02', concept: 'Marzo' });
  expect(paid.statusCode).toBe(201);
  const paymentId = paid.json<{ payment: { id: number } }>().payment.id;
  return { ...trainer, paymentId };
}

const receipt = (access: string, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/payments/${id}/receipt`, headers: authHeader(access) });

describe('GET /api/v1/payments/:id/receipt', () => {
  it('answers a PDF a reader opens, with the business, the client, the period, the amount, the method and the date', async () => {
    const { access, paymentId } = await paidPeriod();
    const response = await receipt(access, paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // The business's first receipt: N.º 1, whatever the payment's id on the platform.
    expect(response.headers['content-disposition']).toBe('attachment; filename="comprobante-1.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Lucía Pérez');
    expect(flat).toContain('Comprobante de pago');
    expect(flat).toContain('N.º 1 · Emitido el');
    expect(flat).toContain('Ana Gómez');
    expect(flat).toContain('Mensual');
    expect(flat).toContain('01/03/2026 al 31/03/2026');
    expect(flat).toContain('02/03/2026');
    expect(flat).toContain('Transferencia');
    expect(flat).toContain('Marzo');
    // "$" is also Mexico's, Chile's, Colombia's and Uruguay's: the code says which.
    expect(flat).toContain('$ 12.500,50 ARS');
    expect(flat).toContain('Moneda ARS');
    expect(flat).toContain(RECEIPT_NOT_AN_INVOICE);
  });

  it("writes the amount in the business's currency as its country writes it, with its logo", async () => {
    const { access, api, paymentId } = await paidPeriod();
    const { payload, headers } = multipartBody([{ name: 'logo', content: images.gif, filename: 'logo.gif', contentType: 'image/gif' }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/business/logo', payload, headers: { ...headers, ...authHeader(access) } })).statusCode).toBe(200);
    expect((await api.call('PATCH', '/business', { currency: 'CLP', country: 'CL', confirmCurrencyChange: true })).statusCode).toBe(200);

    const response = await receipt(access, paymentId);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    // 12.500,50 pesos are 12.501 Chilean pesos: the numbers shown are kept, in CLP's whole units.
    expect(text.replace(/\s+/g, ' ')).toContain('$12.501 CLP');
    // The logo is drawn as an image.
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('in a Mexican business: the amount as Mexico writes it, MXN beside it, and the numbers 1, 2 of that business', async () => {
    // Another business's payment comes first on the platform.
    await paidPeriod('otra@example.com');
    const { access, api, clientId } = await trainerWithClient(ctx.app, 'mx@example.com');
    expect((await api.call('PATCH', '/business', { country: 'MX', currency: 'MXN' })).statusCode).toBe(200);
    const plan = await api.createPlan({ name: 'Mensual', amount: 2_000_000 });
    const period = (await api.assign(clientId, plan.id, '2026-03-01')).periods[0]!;
    const ids: number[] = [];
    for (const amount of [185_050, 100_000]) {
      const paid = await api.pay(period.id, { amount, method: 'cash', date: '2026-03-02' });
      ids.push(paid.json<{ payment: { id: number } }>().payment.id);
    }
    const first = await receipt(access, ids[0]!);
    expect(first.headers['content-disposition']).toBe('attachment; filename="comprobante-1.pdf"');
    const flat = (await pdfText(first.rawPayload)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('N.º 1 · Emitido el');
    expect(flat).toContain('$1,850.50 MXN');
    const second = await receipt(access, ids[1]!);
    expect(second.headers['content-disposition']).toBe('attachment; filename="comprobante-2.pdf"');
    expect((await pdfText(second.rawPayload)).text.replace(/\s+/g, ' ')).toContain('N.º 2 · Emitido el');
  });

  it("answers 404 for another business's payment, as for one that does not exist", async () => {
    const own = await paidPeriod('lucia@example.com');
    const other = await trainerWithClient(ctx.app, 'otra@example.com');
    const missing = await receipt(other.access, own.paymentId);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await receipt(own.access, own.paymentId + 1000)).statusCode).toBe(404);
    // And a client created meanwhile changes nothing.
    await createClientAs(ctx.app, other.access, { firstName: 'Otro', lastName: 'Cliente' });
    expect((await receipt(other.access, own.paymentId)).statusCode).toBe(404);
  });
});
