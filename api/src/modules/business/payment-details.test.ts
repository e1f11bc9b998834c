import { emptyPaymentDetails, paymentFieldMessages as pm, type Business, type ClientAppSubscription } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { gyms } from '../../db/schema';
import { authHeader, decodeClaims, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

async function business(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  const gymId = Number(decodeClaims(session.access).gym_id);
  const headers = authHeader(session.access);
  return {
    gymId,
    get: async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/business', headers })).json<Business>(),
    patch: (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers, payload }),
  };
}

const mexico = { country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN' };
const spain = { country: 'ES', timeZone: 'Europe/Madrid', currency: 'EUR' };

describe('PATCH /api/v1/business: payment details checked as the country asks', () => {
  it('in Mexico takes a CLABE, typed with spaces, and stores it compact', async () => {
    const { patch, get } = await business();
    expect((await patch(mexico)).statusCode).toBe(200);
    const saved = await patch({ payment: { transferAccount: '0020 1007 7777 7777 71', transferHolder: 'Lucía Pérez', transferBank: 'Banamex' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Business>().payment).toEqual({
      ...emptyPaymentDetails,
      transferAccount: '002010077777777771',
      transferHolder: 'Lucía Pérez',
      transferBank: 'Banamex',
    });
    expect((await get()).payment.transferAccount).toBe('002010077777777771');
  });

  it.each([
    ['a CLABE with a wrong check digit', { transferAccount: '002010077777777772' }, 'payment.transferAccount', pm.clabeCheck],
    ['a CBU', { transferAccount: '2850590940090418135201' }, 'payment.transferAccount', pm.clabeLength],
    ['an alias, which Mexico does not use', { transferAlias: 'estudio.norte' }, 'payment.transferAlias', pm.notUsed('México')],
  ])('in Mexico refuses %s with a 400 on its field, and saves nothing', async (_what, payment, field, message) => {
    const { patch, get } = await business();
    await patch({ ...mexico, payment: { transferAccount: '032180000118359719' } });
    const refused = await patch({ name: 'Otro nombre', payment: { ...payment, transferHolder: 'Lucía Pérez' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
    expect(await get()).toMatchObject({ name: 'Lucía Pérez', payment: { transferAccount: '032180000118359719', transferHolder: null } });
  });

  it('in Spain takes an IBAN (mod 97) and refuses one with a wrong check digit', async () => {
    const { patch, get } = await business();
    const saved = await patch({ ...spain, payment: { transferAccount: 'es91 2100 0418 4502 0005 1332', transferHolder: 'Lucía Pérez' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Business>().payment).toMatchObject({ transferAccount: 'ES9121000418450200051332', transferHolder: 'Lucía Pérez' });

    const refused = await patch({ payment: { transferAccount: 'ES92 2100 0418 4502 0005 1332' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fieldErrors).toEqual({ 'payment.transferAccount': [pm.ibanCheck] });
    const short = await patch({ payment: { transferAccount: 'ES91 2100 0418' } });
    expect(short.json().details.fieldErrors).toEqual({ 'payment.transferAccount': [pm.ibanLength('España', 24)] });
    expect((await get()).payment.transferAccount).toBe('ES9121000418450200051332');
  });

  it('in Chile takes the RUT, the type of account and its number; a wrong RUT is refused', async () => {
    const { patch } = await business();
    await patch({ country: 'CL', timeZone: 'America/Santiago', currency: 'CLP' });
    const saved = await patch({ payment: { transferHolderTaxId: '12.345.678-5', transferAccountType: 'vista', transferAccount: '000-12345-67', transferBank: 'Banco Estado' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Business>().payment).toMatchObject({ transferHolderTaxId: '12345678-5', transferAccountType: 'vista', transferAccount: '000-12345-67' });

    const refused = await patch({ payment: { transferHolderTaxId: '12.345.678-4', transferAccountType: 'plazo fijo' } });
    expect(refused.json().details.fieldErrors).toEqual({ 'payment.transferAccountType': [pm.accountTypeInvalid], 'payment.transferHolderTaxId': [pm.rutCheck] });
  });

  it("with a new country, checks the details sent against the new one, not the saved one", async () => {
    const { patch, get } = await business();
    // A CLABE is not an Argentine CBU…
    const asArgentine = await patch({ payment: { transferAccount: '002010077777777771' } });
    expect(asArgentine.json().details.fieldErrors).toEqual({ 'payment.transferAccount': [pm.cbuLength] });
    // …and it is a CLABE for the business moving to Mexico with it.
    const moved = await patch({ ...mexico, payment: { transferAccount: '002010077777777771', transferAlias: null } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ country: 'MX', payment: { transferAccount: '002010077777777771' } });
    // And moving back with it is refused, the country included: nothing changes.
    const back = await patch({ country: 'AR', payment: { transferAccount: '002010077777777771' } });
    expect(back.statusCode).toBe(400);
    expect(back.json().details.fieldErrors).toEqual({ 'payment.transferAccount': [pm.cbuLength] });
    expect((await get()).country).toBe('MX');
  });

  it('moving to another country keeps the details that still apply there and clears the rest', async () => {
    const { patch, get, gymId } = await business();
    await patch({ payment: { transferAlias: 'lucia.pagos', transferAccount: '2850590940090418135201', transferHolder: 'Lucía Pérez', transferBank: 'Banco Macro' } });
    const moved = await patch({ ...mexico });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Business>().payment).toEqual({ ...emptyPaymentDetails, transferHolder: 'Lucía Pérez', transferBank: 'Banco Macro' });
    // Cleared in the database, not only hidden: moving back does not bring back a CBU nobody saw.
    const [row] = await ctx.app.db.select({ alias: gyms.transferAlias, account: gyms.transferAccount }).from(gyms).where(eq(gyms.id, gymId));
    expect(row).toEqual({ alias: null, account: null });
    await patch({ ...spain, payment: { transferAccount: 'ES9121000418450200051332' } });
    // Spain to Portugal: the IBAN stays.
    await patch({ country: 'PT', timeZone: 'Europe/Lisbon' });
    expect((await get()).payment).toMatchObject({ transferAccount: 'ES9121000418450200051332', transferHolder: 'Lucía Pérez' });
  });
});

describe('payment details saved before they followed the country', () => {
  it('an Argentine account number that is not a CBU is still shown, and kept by saves that do not send it', async () => {
    const { patch, get, gymId } = await business();
    await ctx.app.db.update(gyms).set({ transferAlias: 'lucia.pagos', transferAccount: 'Cuenta 123-456/7' }).where(eq(gyms.id, gymId));
    expect((await get()).payment).toMatchObject({ transferAlias: 'lucia.pagos', transferAccount: 'Cuenta 123-456/7' });
    expect((await patch({ name: 'Estudio Lucía', payment: { transferHolder: 'Lucía Pérez' } })).statusCode).toBe(200);
    expect((await get()).payment).toMatchObject({ transferAlias: 'lucia.pagos', transferAccount: 'Cuenta 123-456/7', transferHolder: 'Lucía Pérez' });
    // Sent again, it is checked: the trainer is told what a CBU is.
    const sent = await patch({ payment: { transferAccount: 'Cuenta 123-456/7' } });
    expect(sent.json().details.fieldErrors).toEqual({ 'payment.transferAccount': [pm.cbuLength] });
  });

  it("an alias saved in a business in Spain is not answered, to the trainer or to the client's app", async () => {
    const client = await registeredAppClient(ctx.app);
    const gymId = Number(decodeClaims(client.trainer.access).gym_id);
    await ctx.app.db
      .update(gyms)
      .set({ country: 'ES', transferAlias: 'lucia.pagos', transferAccount: 'ES9121000418450200051332' })
      .where(eq(gyms.id, gymId));
    const answered = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/subscription', headers: authHeader(client.access) });
    expect(answered.json<ClientAppSubscription>().business.payment).toMatchObject({ transferAlias: null, transferAccount: 'ES9121000418450200051332' });
    const own = await ctx.app.inject({ method: 'GET', url: '/api/v1/business', headers: authHeader(client.trainer.access) });
    expect(own.json<Business>().payment.transferAlias).toBeNull();
  });
});
