import { screen, waitFor, within } from '@testing-library/react';
import { billingMessages, billingToasts, type Plan } from '@coach/shared/contracts';
import { permissionTexts } from '@coach/shared';
import { resetBrowserState, type FetchCall } from '@coach/shared/testing';
import PlansPage from '../../../exposes/plans-page';
import { aPlan } from '../../../testing/billing-fixtures';
import { confirmTitled, dialogTitled } from '../../../testing/dialogs';
import { fill, renderBilling, signInAs } from '../../../testing/render-billing';

// Dialogs mount most of antd (modal, form, select): slow on a busy machine.
jest.setTimeout(120_000);
beforeEach(() => {
  resetBrowserState();
  signInAs('AD');
});
// jsdom has no scrolling: this records where a refused save takes the dialog.
const scrollIntoView = jest.fn();
beforeAll(() => Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true }));

const isPlansList = (call: FetchCall) => call.method === 'GET' && call.url.startsWith('/api/v1/plans?');

describe('Planes', () => {
  it('shows the empty state, then creates a plan: contract messages first, a taken name kept on the form, then success', async () => {
    const plans: Plan[] = [];
    const posts: FetchCall[] = [];
    const { user } = renderBilling(<PlansPage />, (call) => {
      if (isPlansList(call)) return { status: 200, body: { items: plans, total: plans.length } };
      if (call.method === 'POST' && call.url === '/api/v1/plans') {
        posts.push(call);
        if (posts.length === 1) return { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: billingMessages.planNameTaken } };
        const created = aPlan({ ...(call.body as Partial<Plan>), id: 9 });
        plans.push(created);
        return { status: 201, body: created };
      }
      return undefined;
    });

    expect(await screen.findByText('Todavía no tenés planes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Creá tu primer plan' }));
    const dialog = await dialogTitled('Nuevo plan');

    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));
    expect(await within(dialog).findByText(billingMessages.planNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(billingMessages.amountInvalid)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    // The first error is brought into view with the cursor in it.
    await waitFor(() => expect(within(dialog).getByLabelText('Nombre')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();

    await fill(user, within(dialog).getByLabelText('Nombre'), 'Trimestral full');
    await fill(user, within(dialog).getByLabelText('Monto (ARS)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));
    expect(await within(dialog).findByText(billingMessages.amountInvalid)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Monto (ARS)')).toHaveFocus());

    await fill(user, within(dialog).getByLabelText('Monto (ARS)'), '60.000,50');
    await user.click(within(dialog).getByLabelText('Frecuencia'));
    await user.click(await screen.findByTitle('Trimestral'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));

    // The API refuses the name: its message on the name, everything typed still there.
    expect(await within(dialog).findByText(billingMessages.planNameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Monto (ARS)')).toHaveValue('60.000,50');
    expect(posts[0]!.body).toEqual({ name: 'Trimestral full', description: null, recurrence: 'quarterly', amount: 6_000_050 });

    await fill(user, within(dialog).getByLabelText('Nombre'), 'Trimestral completo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));
    expect(await screen.findByText(billingToasts.planCreated)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Planes' });
    expect(within(list).getByText('Trimestral completo')).toBeInTheDocument();
    expect(within(list).getByText('$ 60.000,50')).toBeInTheDocument();
    expect(within(list).getByText('cada tres meses')).toBeInTheDocument();
    expect(within(list).getByText('Sin clientes')).toBeInTheDocument();
  });

  it('edits a plan: its amount as typed text, only the changes sent', async () => {
    const patches: FetchCall[] = [];
    const { user } = renderBilling(<PlansPage />, (call) => {
      if (isPlansList(call)) return { status: 200, body: { items: [aPlan({ amount: 2_000_000, clientCount: 1 })], total: 1 } };
      if (call.method === 'PATCH') {
        patches.push(call);
        return { status: 200, body: aPlan(call.body as Partial<Plan>) };
      }
      return undefined;
    });
    expect(await screen.findByText('1 cliente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Personalizado' }));
    const dialog = await dialogTitled('Editar plan');
    expect(within(dialog).getByLabelText('Monto (ARS)')).toHaveValue('20.000');
    expect(within(dialog).getByText(/Un monto nuevo vale para los períodos que empiecen desde hoy/)).toBeInTheDocument();
    // A plan in use keeps its frequency (the API refuses to change it): said before trying.
    expect(within(dialog).getByText(billingMessages.planRecurrenceInUse(1))).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Monto (ARS)'), '22000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(billingToasts.planUpdated)).toBeInTheDocument();
    // Only what changed is sent.
    expect(patches).toEqual([expect.objectContaining({ url: '/api/v1/plans/1', body: { amount: 2_200_000 } })]);
  });

  it('a plan in use: says before any confirmation how many clients use it and what to do instead, and sends nothing', async () => {
    const deletes: FetchCall[] = [];
    const { user } = renderBilling(<PlansPage />, (call) => {
      if (isPlansList(call)) return { status: 200, body: { items: [aPlan({ clientCount: 2 })], total: 1 } };
      if (call.method === 'DELETE') deletes.push(call);
      return undefined;
    });
    expect(await screen.findByText('2 clientes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar Personalizado' }));

    const dialog = await confirmTitled('"Personalizado" no se puede eliminar todavía');
    expect(dialog).toHaveTextContent('Lo usan 2 clientes.');
    expect(dialog).toHaveTextContent('cambiales el plan o finalizá sus suscripciones');
    expect(within(dialog).getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/clientes');
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();

    // What to do instead: edit it.
    await user.click(within(dialog).getByRole('button', { name: 'Editar el plan' }));
    expect(await dialogTitled('Editar plan')).toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('if the API still refuses (a client got the plan meanwhile), its message says how many clients use it', async () => {
    const deletes: FetchCall[] = [];
    const { user } = renderBilling(<PlansPage />, (call) => {
      if (isPlansList(call)) return { status: 200, body: { items: [aPlan({ clientCount: 0 })], total: 1 } };
      if (call.method === 'DELETE') {
        deletes.push(call);
        return { status: 409, body: { code: 'PLAN_IN_USE', message: billingMessages.planInUse(1), details: { clients: 1 } } };
      }
      return undefined;
    });
    expect(await screen.findByText('Sin clientes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar Personalizado' }));
    const confirm = await confirmTitled('¿Eliminar el plan "Personalizado"?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText(billingToasts.planInUse)).toBeInTheDocument();
    expect(screen.getByText(billingMessages.planInUse(1))).toBeInTheDocument();
    expect(deletes).toEqual([expect.objectContaining({ url: '/api/v1/plans/1' })]);
    await waitFor(() => expect(screen.getByText('Personalizado')).toBeInTheDocument());
  });
});

describe('Planes for an Entrenador', () => {
  // What the API answers a CO with 403 (api/src/modules/team/permissions.ts).
  const adminOnly = (call: FetchCall) =>
    (call.method !== 'GET' && call.url.startsWith('/api/v1/plans')) ||
    /^\/api\/v1\/(periods(\?|\/summary|$)|payments(\?|$))/.test(call.url);

  it('lists the plans to read, with no way to create, edit or delete them, and no Cobros or CSV', async () => {
    signInAs('CO');
    const { calls } = renderBilling(<PlansPage />, (call) =>
      isPlansList(call) ? { status: 200, body: { items: [aPlan(), aPlan({ id: 2, name: 'Grupal', amount: 1_200_000, clientCount: 3 })], total: 2 } } : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Planes' });
    expect(within(list).getByText('Personalizado')).toBeInTheDocument();
    expect(within(list).getByText('$ 20.000,00')).toBeInTheDocument();
    expect(within(list).getByText('3 clientes')).toBeInTheDocument();
    expect(screen.getByText(permissionTexts.plansReadOnly)).toBeInTheDocument();

    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar pagos (CSV)' })).not.toBeInTheDocument();
    // The Planes / Cobros switch is not there: Cobros is not theirs.
    expect(screen.queryByRole('radiogroup', { name: 'Vista' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cobros')).not.toBeInTheDocument();
    expect(calls.filter(adminOnly)).toEqual([]);
  });

  it('with no plans yet, says an administrator creates them, without a button to do it', async () => {
    signInAs('CO');
    renderBilling(<PlansPage />, (call) => (isPlansList(call) ? { status: 200, body: { items: [], total: 0 } } : undefined));
    expect(await screen.findByText('Todavía no hay planes')).toBeInTheDocument();
    expect(screen.getByText(/Cuando un administrador del negocio cree uno/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Creá tu primer plan' })).not.toBeInTheDocument();
  });

  it('opening Cobros by its link says the screen is not for their role, and asks the API nothing it would refuse', async () => {
    signInAs('CO');
    const { calls } = renderBilling(<PlansPage />, () => undefined, '/planes?vista=cobros&estado=vencidos');
    const message = await screen.findByTestId('no-permission');
    expect(within(message).getByRole('heading', { name: 'No tenés permisos para ver esta pantalla' })).toBeInTheDocument();
    expect(within(message).getByRole('button', { name: 'Ir al Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Períodos por cobrar' })).not.toBeInTheDocument();
    expect(calls.filter(adminOnly)).toEqual([]);
    expect(calls.filter((call) => call.url.startsWith('/api/v1/periods'))).toEqual([]);
  });
});

describe('Cobros when the API no longer takes the token’s role', () => {
  it('shows the no-permission message instead of a load error', async () => {
    renderBilling(
      <PlansPage />,
      (call) => (call.url.startsWith('/api/v1/periods') ? { status: 403, body: { code: 'FORBIDDEN', message: 'No tenés permisos para editar/eliminar' } } : undefined),
      '/planes?vista=cobros',
    );
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByText(billingToasts.periodsLoadFailed)).not.toBeInTheDocument();
  });
});
