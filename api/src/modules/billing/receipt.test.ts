import { authHeader, createClientAs } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { flatText, readPdf } from '../../test/pdf';
import { setupApiTests } from '../../test/test-app';
import { LONG_TOKENS, trainerWithClient } from './billing-test-helpers';
import { HEADER } from './receipt-layout';
import { RECEIPT_HEADING, RECEIPT_NOT_AN_INVOICE, RECEIPT_STYLES } from './receipt-pdf';

const ctx = setupApiTests({ env: LONG_TOKENS });

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

    const { text, pages } = await readPdf(response.rawPayload);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Lucía Pérez');
    expect(flat).not.toContain('?');
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
    // 20.000,00 - 12.500,50.
    expect(flat).toContain('Saldo del período después de este pago: $ 7.499,50 ARS');
    expect(flat).toContain(RECEIPT_NOT_AN_INVOICE);
  });

  it("writes the amount in the business's currency as its country writes it, with its logo", async () => {
    const { access, api, paymentId } = await paidPeriod();
    const { payload, headers } = multipartBody([{ name: 'logo', content: images.gif, filename: 'logo.gif', contentType: 'image/gif' }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/business/logo', payload, headers: { ...headers, ...authHeader(access) } })).statusCode).toBe(200);
    expect((await api.call('PATCH', '/business', { currency: 'CLP', country: 'CL', confirmCurrencyChange: true })).statusCode).toBe(200);

    const response = await receipt(access, paymentId);
    expect(response.statusCode).toBe(200);
    // 12.500,50 pesos are 12.501 Chilean pesos: the numbers shown are kept, in CLP's whole units.
    expect(flatText(await readPdf(response.rawPayload))).toContain('$12.501 CLP');
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
    const flat = flatText(await readPdf(first.rawPayload));
    expect(flat).toContain('N.º 1 · Emitido el');
    expect(flat).toContain('$1,850.50 MXN');
    const second = await receipt(access, ids[1]!);
    expect(second.headers['content-disposition']).toBe('attachment; filename="comprobante-2.pdf"');
    expect(flatText(await readPdf(second.rawPayload))).toContain('N.º 2 · Emitido el');
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
  it('prints names in any script, several in one line, with embedded fonts and no "?"', async () => {
    const { access, api } = await trainerWithClient(ctx.app);
    expect((await api.call('PATCH', '/business', { name: 'Łukasz Żółć Fitness 💪' })).statusCode).toBe(200);
    const client = await createClientAs(ctx.app, access, { firstName: 'Nguyễn Thị Minh Khai', lastName: 'محمد علي 李小龙' });
    const plan = await api.createPlan({ name: 'Mensual Ελένη Сергей', amount: 2_000_000 });
    const period = (await api.assign(client.id, plan.id, '2026-03-01')).periods[0]!;
    const paid = await api.pay(period.id, { amount: 2_000_000, method: 'cash', date: '2026-03-02', concept: 'דוד כהן 💪' });
    const response = await receipt(access, paid.json<{ payment: { id: number } }>().payment.id);
    expect(response.statusCode).toBe(200);

    const content = await readPdf(response.rawPayload);
    const flat = flatText(content);
    expect(flat).toContain('Łukasz Żółć Fitness 💪');
    expect(flat).toContain('Nguyễn Thị Minh Khai');
    expect(flat).toContain('李小龙');
    expect(flat).toContain('Mensual Ελένη Сергей');
    // Right-to-left words: each reads right, and the first word is the rightmost.
    const words = content.items.map((item) => item.str.trim());
    for (const word of ['محمد', 'علي', 'דוד', 'כהן']) expect(words).toContain(word);
    const x = (word: string) => content.items.find((item) => item.str.trim() === word)!.x;
    expect(x('محمد')).toBeGreaterThan(x('علي'));
    expect(x('דוד')).toBeGreaterThan(x('כהן'));
    // No "?" for a missing glyph, and no control character for a glyph without a character of its own.
    expect(flat).not.toMatch(/[?\p{Cc}]/u);
    expect(flat).toContain('Período pagado');

    // Fonts embedded as subsets (no standard font left); the receipt stays small even with CJK.
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/FontFile2/);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(response.rawPayload.length).toBeLessThan(200 * 1024);
  });

  it("says what the period still owed right after that payment, as it stood then, and the client's credit", async () => {
    const { access, api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ name: 'Mensual', amount: 2_000_000 });
    const period = (await api.assign(clientId, plan.id, '2026-03-01')).periods[0]!;
    const pay = async (payment: { amount: number; date: string; closePeriod?: boolean }) => {
      const response = await api.pay(period.id, payment);
      expect(response.statusCode).toBe(201);
      return response.json<{ payment: { id: number } }>().payment.id;
    };
    const balanceOf = async (id: number) => {
      const flat = flatText(await readPdf((await receipt(access, id)).rawPayload));
      return flat.match(/Saldo del período después de este pago: [^A-Z]*ARS|Período pagado[^\n]*?ARS|Período pagado/)?.[0];
    };

    const first = await pay({ amount: 1_250_050, date: '2026-03-02' });
    expect(await balanceOf(first)).toBe('Saldo del período después de este pago: $ 7.499,50 ARS');
    // Recorded later, dated earlier: it comes first, and the first receipt now counts it too.
    const earlier = await pay({ amount: 200_000, date: '2026-03-01' });
    expect(await balanceOf(earlier)).toBe('Saldo del período después de este pago: $ 18.000,00 ARS');
    expect(await balanceOf(first)).toBe('Saldo del período después de este pago: $ 5.499,50 ARS');
    // Closing the period forgives the rest from that payment on: not on the receipts before it.
    const closing = await pay({ amount: 100_000, date: '2026-03-02', closePeriod: true });
    expect(await balanceOf(closing)).toBe('Período pagado');
    expect(await balanceOf(first)).toBe('Saldo del período después de este pago: $ 5.499,50 ARS');

    // Paid in full, then the month cut to 12 days (3.870,97): the rest is the client's.
    const { access: other, api: otherApi, clientId: otherClient } = await trainerWithClient(ctx.app, 'sofia@example.com');
    const otherPlan = await otherApi.createPlan({ amount: 1_000_000 });
    const answer = await otherApi.assign(otherClient, otherPlan.id, '2026-02-01');
    const paid = await otherApi.pay(answer.periods[0]!.id, { amount: 1_000_000, date: '2026-03-02' });
    expect((await otherApi.call('PATCH', `/subscriptions/${answer.current!.id}`, { endDate: '2026-03-12' })).statusCode).toBe(200);
    const flat = flatText(await readPdf((await receipt(other, paid.json<{ payment: { id: number } }>().payment.id)).rawPayload));
    expect(flat).toContain('Período pagado · A favor del cliente: $ 6.129,03 ARS');
  });

  it('a long business name beside its logo wraps and overlaps neither the logo nor the heading', async () => {
    const { access, api, paymentId } = await paidPeriod();
    const name = 'Centro de Entrenamiento Funcional y Musculación Integral del Barrio Norte, Łódź';
    expect(name.length).toBeLessThanOrEqual(80);
    expect((await api.call('PATCH', '/business', { name })).statusCode).toBe(200);
    const { payload, headers } = multipartBody([{ name: 'logo', content: images.png, filename: 'logo.png', contentType: 'image/png' }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/business/logo', payload, headers: { ...headers, ...authHeader(access) } })).statusCode).toBe(200);

    const response = await receipt(access, paymentId);
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const content = await readPdf(response.rawPayload);
    const nameItems = content.items.filter((item) => item.size === RECEIPT_STYLES.name.size);
    const nameLines = [...new Set(nameItems.map((item) => item.y))];
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.length).toBeLessThanOrEqual(HEADER.nameMaxLines);
    expect(flatText(content)).toContain(`${name} ${RECEIPT_HEADING}`);

    // Points from the page's top: the margin is 56; Noto Sans rises 1.069 of its size and drops 0.293.
    const margin = 56;
    const logoRight = margin + HEADER.logoSize;
    const logoBottom = margin + HEADER.logoSize;
    for (const item of nameItems) expect(item.x).toBeGreaterThanOrEqual(logoRight);
    const nameTop = Math.min(...nameLines) - 1.069 * RECEIPT_STYLES.name.size;
    const nameBottom = Math.max(...nameLines) + 0.293 * RECEIPT_STYLES.name.size;
    expect(nameTop).toBeGreaterThanOrEqual(margin - 0.5);
    const heading = content.items.find((item) => item.str === RECEIPT_HEADING)!;
    const headingTop = heading.y - 1.069 * RECEIPT_STYLES.heading.size;
    expect(headingTop).toBeGreaterThan(nameBottom);
    expect(headingTop).toBeGreaterThan(logoBottom);
  });
});
