import { AppProviders, createQueryClient, meQueryOptions, useSession } from '@coach/shared';
import { copyTexts } from '@coach/shared';
import { businessMessages, emptyPaymentDetails, paymentFieldMessages as pm, type Business } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusinessForm, toBusinessUpdate, type BusinessValues } from './business-form';

// antd's selects and dialogs are slow to render on a busy 2-core machine.
jest.setTimeout(30_000);

const business: Business = {
  name: 'Estudio Ana',
  timeZone: 'America/Argentina/Buenos_Aires',
  currency: 'ARS',
  country: 'AR',
  logo: null,
  payment: { ...emptyPaymentDetails, transferAlias: 'estudio.ana' },
};

let calls: FetchCall[] = [];
let queryClient: QueryClient;

function renderForm(patchReplies: Reply[], shown: Business = business) {
  const replies = [...patchReplies];
  ({ calls } = stubFetch((call) => {
    if (call.url === '/api/v1/business' && call.method === 'PATCH') return replies.shift() ?? { status: 500, body: {} };
    return { status: 200, body: {} };
  }));
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <BusinessForm business={shown} />
    </AppProviders>,
  );
}

const patches = () => calls.filter((call) => call.url === '/api/v1/business' && call.method === 'PATCH');

/** The options an open antd select shows, by their label (a zone's label is its city; the line under it is Intl's name). */
const shownOptions = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((item) => item.getAttribute('title'));

/** Picks an option of an antd select by typing in its search and choosing the match. */
async function choose(label: string, search: string, option: string) {
  const user = userEvent.setup();
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  await user.type(select, search);
  const match = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((item) => item.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(match as HTMLElement);
}

/** What a select shows as chosen. */
const chosen = (label: string) => screen.getByRole('combobox', { name: label }).closest('.ant-select')?.querySelector('.ant-select-content')?.getAttribute('title');

/** What PATCH /business answers: the business saved, its settings now confirmed. */
const savedAs = (changes: Partial<Business>) => ({ status: 200, body: { ...business, ...changes, settingsConfirmed: true } });

describe('BusinessForm', () => {
  beforeEach(() => resetBrowserState());

  it("sends the settings and the payment details nested, clearing emptied fields and the ones the country doesn't use", () => {
    const values: BusinessValues = {
      name: 'Estudio',
      country: 'MX',
      timeZone: 'America/Mexico_City',
      currency: 'MXN',
      transferAlias: 'estudio.ana',
      transferAccount: '0021 8000 1183 5971 98',
      transferAccountType: '',
      transferHolder: 'Ana Pérez',
      transferHolderTaxId: '',
      transferBank: 'BBVA',
      paymentLink: '',
      paymentNotes: 'Hasta el 10',
    };
    expect(toBusinessUpdate(values)).toEqual({
      name: 'Estudio',
      country: 'MX',
      timeZone: 'America/Mexico_City',
      currency: 'MXN',
      payment: {
        transferAlias: null,
        transferAccount: '0021 8000 1183 5971 98',
        transferAccountType: null,
        transferHolder: 'Ana Pérez',
        transferHolderTaxId: null,
        transferBank: 'BBVA',
        paymentLink: '',
        paymentNotes: 'Hasta el 10',
      },
    });
  });

  it('finds a time zone by searching, previews amounts in the chosen currency and country, and saves; the app follows', async () => {
    renderForm([savedAs({ timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' })]);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await choose('País', 'Espa', 'España');
    await choose('Zona horaria', 'Canarias', 'Islas Canarias');
    await choose('Zona horaria', 'Madrid', 'Madrid');
    await choose('Moneda', 'EUR', 'EUR · Euro');
    // The country writes the amount: Spain puts the euro after the number.
    expect(screen.getByText(/Así se ven los montos:/)).toHaveTextContent('Así se ven los montos: 12.345,67 €');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    // Spain has no alias: the one saved for Argentina is cleared.
    expect(patches()[0]!.body).toMatchObject({ timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES', payment: { transferAlias: null, transferAccount: null } });
    expect(patches()[0]!.body).not.toHaveProperty('confirmCurrencyChange');
    expect(await screen.findByText(businessMessages.saved)).toBeInTheDocument();
    // `me` carries the settings every formatter reads: it is asked again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryOptions().queryKey });
  });

  it('proposes the zone and the currency of the country chosen: México is Ciudad de México and MXN', async () => {
    renderForm([savedAs({ timeZone: 'America/Mexico_City', currency: 'MXN', country: 'MX' })]);
    await choose('País', 'Mexico', 'México');
    expect(chosen('Zona horaria')).toBe('Ciudad de México');
    expect(chosen('Moneda')).toBe('MXN · Peso mexicano');
    expect(screen.getByTestId('business-proposal')).toHaveTextContent('Para México te propusimos la zona horaria de Ciudad de México y la moneda MXN.');
    expect(screen.getByText(/Así se ven los montos:/)).toHaveTextContent('Así se ven los montos: $12,345.67');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toMatchObject({ country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN' });
  });

  it("lists the chosen country's zones by city in Spanish, the saved one too, and searches them without accents", async () => {
    renderForm([]);
    await choose('País', 'Mexico', 'México');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Zona horaria' }));
    await waitFor(() => expect(shownOptions()).toEqual(expect.arrayContaining(['Ciudad de México', 'Monterrey', 'Cancún', 'Tijuana'])));
    // Each one says Intl's name for it under the city.
    const cancun = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.getAttribute('title') === 'Cancún');
    expect(cancun).toHaveTextContent(/^Cancúnhora .* · GMT-5$/);
    const zone = screen.getByRole('combobox', { name: 'Zona horaria' });
    await user.type(zone, 'cancun');
    await waitFor(() => expect(shownOptions()).toEqual(['Cancún']));
    // The saved zone stays there, with its country; another country's zone does not.
    await user.clear(zone);
    await user.type(zone, 'buenos');
    await waitFor(() => expect(shownOptions()).toEqual(['Buenos Aires (Argentina)']));
    await user.clear(zone);
    await user.type(zone, 'madrid');
    expect(await screen.findByText('Ninguna zona de México con ese nombre')).toBeInTheDocument();
  });

  it('finds a country typed without accents or capitals', async () => {
    renderForm([]);
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'País' });
    await user.click(select);
    await user.type(select, 'peru');
    await waitFor(() => expect(shownOptions()).toEqual(['Perú']));
  });

  it('keeps a currency changed by hand in this edit when the country changes afterwards, and says so', async () => {
    renderForm([]);
    await choose('Moneda', 'USD', 'USD · Dólar estadounidense');
    await choose('País', 'Mexico', 'México');
    expect(chosen('Zona horaria')).toBe('Ciudad de México');
    expect(chosen('Moneda')).toBe('USD · Dólar estadounidense');
    expect(screen.getByTestId('business-proposal')).toHaveTextContent('Para México te propusimos la zona horaria de Ciudad de México. La moneda sigue en USD, como estaba elegida.');
  });

  it('previews how numbers are written in the chosen country', async () => {
    renderForm([]);
    expect(screen.getByText(/y los números/)).toHaveTextContent('los montos y los números (72,5 kg · 12.345)');
    await choose('País', 'Méx', 'México');
    expect(screen.getByText(/y los números/)).toHaveTextContent('los montos y los números (72.5 kg · 12,345)');
  });

  it('shows CLP with no decimals in the preview', async () => {
    renderForm([]);
    await choose('Moneda', 'CLP', 'CLP · Peso chileno');
    await choose('País', 'Chile', 'Chile');
    expect(screen.getByText(/Así se ven los montos:/)).toHaveTextContent('Así se ven los montos: $12.346');
  });

  it('asks before changing the currency when amounts exist, says they keep their numbers, and sends the confirmation', async () => {
    const refusal = { status: 409, body: { code: 'CURRENCY_CHANGE_NEEDS_CONFIRMATION', message: businessMessages.currencyChangeNeedsConfirmation } };
    renderForm([refusal, savedAs({ currency: 'USD' })]);
    await choose('Moneda', 'USD', 'USD · Dólar estadounidense');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Cambiar la moneda de ARS a USD?');
    expect(dialog).toHaveTextContent('se mantienen con los mismos números');
    expect(dialog).toHaveTextContent('no se convierten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar la moneda' }));

    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.body).toMatchObject({ currency: 'USD', confirmCurrencyChange: true });
    expect(await screen.findByText(businessMessages.saved)).toBeInTheDocument();
  });

  it('puts the API’s field errors on the fields (a transfer detail the country refuses)', async () => {
    renderForm([
      {
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: pm.notUsed('Argentina'), details: { fieldErrors: { 'payment.transferAlias': [pm.notUsed('Argentina')] } } },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(pm.notUsed('Argentina'))).toBeInTheDocument();
  });

  it('refuses a payment link that is not https before sending', async () => {
    renderForm([]);
    await userEvent.type(screen.getByLabelText('Link de pago'), 'http://pagos.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(businessMessages.paymentLinkInvalid)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  describe('the payment details of the country', () => {
    const inMexico: Business = { ...business, country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN', payment: emptyPaymentDetails };

    it('in México asks for the CLABE only, checks its check digit before sending, and sends it', async () => {
      renderForm([savedAs({ ...inMexico, payment: { ...emptyPaymentDetails, transferAccount: '002010077777777771' } })], inMexico);
      const user = userEvent.setup();
      expect(screen.getByLabelText('CLABE')).toBeInTheDocument();
      for (const label of ['Alias', 'CBU o CVU', 'IBAN', 'Número de cuenta']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Titular')).toBeInTheDocument();
      expect(screen.getByLabelText('Banco')).toBeInTheDocument();

      const clabe = screen.getByLabelText('CLABE');
      await user.type(clabe, '002010077777777772');
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText(pm.clabeCheck)).toBeInTheDocument();
      expect(patches()).toHaveLength(0);

      await user.clear(clabe);
      await user.type(clabe, '002010077777777771');
      await user.tab();
      // Left, it is written as banks print it.
      await waitFor(() => expect(clabe).toHaveValue('0020 1007 7777 7777 71'));
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(patches()).toHaveLength(1));
      expect(patches()[0]!.body).toMatchObject({ country: 'MX', payment: { transferAccount: '0020 1007 7777 7777 71', transferAlias: null } });
    });

    it('in España shows the saved IBAN in groups of four, and "Copiar IBAN" copies it as banks take it', async () => {
      const inSpain: Business = { ...business, country: 'ES', timeZone: 'Europe/Madrid', currency: 'EUR', payment: { ...emptyPaymentDetails, transferAccount: 'ES9121000418450200051332' } };
      renderForm([], inSpain);
      const user = userEvent.setup();
      expect(screen.getByLabelText('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1332');
      expect(screen.queryByLabelText('Alias')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('CLABE')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Copiar IBAN' }));
      expect(await navigator.clipboard.readText()).toBe('ES9121000418450200051332');
      expect(await screen.findByText(copyTexts.copied)).toBeInTheDocument();
    });

    it('keeps what still applies when the country changes, and brings back what was set aside', async () => {
      const argentine: Business = {
        ...business,
        payment: { ...emptyPaymentDetails, transferAlias: 'estudio.ana', transferAccount: '2850590940090418135201', transferHolder: 'Ana Pérez' },
      };
      renderForm([savedAs({ ...inMexico, payment: { ...emptyPaymentDetails, transferHolder: 'Ana Pérez' } })], argentine);
      expect(screen.getByLabelText('CBU o CVU')).toHaveValue('2850590940090418135201');

      await choose('País', 'Mexico', 'México');
      expect(screen.getByLabelText('CLABE')).toHaveValue('');
      expect(screen.getByLabelText('Titular')).toHaveValue('Ana Pérez');
      expect(screen.queryByLabelText('Alias')).not.toBeInTheDocument();
      expect(screen.getByTestId('business-proposal')).toHaveTextContent('Los datos para transferir son los que se usan en México.');

      await choose('País', 'Argentina', 'Argentina');
      expect(screen.getByLabelText('Alias')).toHaveValue('estudio.ana');
      expect(screen.getByLabelText('CBU o CVU')).toHaveValue('2850590940090418135201');

      await choose('País', 'Mexico', 'México');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(patches()).toHaveLength(1));
      expect(patches()[0]!.body).toMatchObject({ country: 'MX', payment: { transferAlias: null, transferAccount: null, transferHolder: 'Ana Pérez' } });
    });

    it('in Chile asks for the RUT and the type of account, from a list', async () => {
      renderForm([], { ...business, country: 'CL', timeZone: 'America/Santiago', currency: 'CLP', payment: { ...emptyPaymentDetails, transferAccountType: 'vista', transferHolderTaxId: '12345678-5' } });
      expect(screen.getByLabelText('RUT del titular')).toHaveValue('12.345.678-5');
      expect(chosen('Tipo de cuenta')).toBe('Cuenta vista o CuentaRUT');
      expect(screen.getByLabelText('Número de cuenta')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copiar tipo de cuenta' })).not.toBeInTheDocument();
    });
  });
});
