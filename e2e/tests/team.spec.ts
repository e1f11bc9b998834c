import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../shared/src/paths';
import { openInTheme, phone, seriousViolations, sidewaysScroll } from '../support/a11y';
import { bearer, trainerAccess } from '../support/agenda';
import { toast } from '../support/library';
import { REFRESH_KEY, signIn, signUpViaApi, storedToken, uniqueEmail } from '../support/session';
import { settle } from '../support/settle';
import { createClientViaApi, inviteToTeamViaApi, joinTeamViaApi, memberIdViaApi, teamInvitationPath } from '../support/team';

// Equipo (issue 39), on a 390 px phone: an administrator invites a trainer by mail, the trainer joins from
// the link and works only with their clients, a client is passed to them, and deactivating them ends
// their open session. Then Equipo and /unirme, light and dark: no sideways scroll, no serious axe finding.

test.use(phone);

/** The phone's menu is a sheet from the top bar: opens it and follows one of its sections. */
async function openSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name, exact: true }).click();
}

/** Picks an option in the antd Select that is open (its list is rendered apart from the field). */
const chooseOption = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option').filter({ hasText: text }).click();

/** The client names a trainer's list shows (each is the link to the client's page). */
const clientNames = (page: Page) => page.getByRole('table').getByRole('link');

test('an administrator invites a trainer by mail; the trainer joins, sees only their clients and the one passed to them, and is signed out when deactivated', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A new sign-up is the Administrador of a business named after them; two clients of theirs, by the API.
  const owner = await signUpViaApi(page.request);
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  const access = await trainerAccess(page.request, owner);
  await createClientViaApi(page.request, access, { firstName: 'Ana', lastName: 'Gil' });
  await createClientViaApi(page.request, access, { firstName: 'Carla', lastName: 'Vega' });
  const trainer = { firstName: 'Tomás', lastName: 'Ríos', email: uniqueEmail('tomas'), phone: '1155554321', password: 'Entrena2024' };
  const trainerName = `${trainer.firstName} ${trainer.lastName}`;

  await test.step('the owner opens Equipo from the menu and invites a trainer by email', async () => {
    await signIn(page, owner.email, owner.password);
    await openSection(page, 'Equipo');
    await expect(page).toHaveURL(/\/equipo$/);
    await expect(page.getByRole('heading', { name: 'Equipo', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Integrantes' })).toContainText(`${ownerName} (vos)`);

    // The header's button (the empty list of invitations has one too).
    await page.getByRole('button', { name: 'Invitar a alguien' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invitar a alguien' });
    await dialog.getByLabel('Correo electrónico').fill(trainer.email);
    await dialog.getByRole('radio', { name: /^Entrenador/ }).check();
    await dialog.getByLabel('Nombre (opcional)').fill(trainer.firstName);
    await dialog.getByLabel('Apellido (opcional)').fill(trainer.lastName);
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Invitación enviada')).toBeVisible();
    const pending = page.getByRole('list', { name: 'Invitaciones pendientes' }).getByRole('listitem');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(trainer.email);
    await expect(pending).toContainText('Entrenador');
    await expect(pending.getByRole('button', { name: `Reenviar la invitación a ${trainer.email}` })).toBeVisible();
    await expect(pending.getByRole('button', { name: `Anular la invitación a ${trainer.email}` })).toBeVisible();
  });

  // The trainer's own phone: a browser of their own, with no session.
  const trainerContext = await browser.newContext(phone);
  const trainerPage = await trainerContext.newPage();

  await test.step('the trainer opens the mailed link, creates their account, and signs in from the success screen', async () => {
    await trainerPage.goto(await teamInvitationPath(page.request, trainer.email));
    await expect(trainerPage.getByRole('heading', { name: `Sumate a ${ownerName}` })).toBeVisible();
    const invitation = trainerPage.getByTestId('team-inviter');
    await expect(invitation).toContainText(`${ownerName} te invitó a sumarte a`);
    await expect(invitation).toContainText('como Entrenador.');
    // The email is the invitation's; the names come from it, as the owner wrote them.
    await expect(trainerPage.getByLabel('Correo electrónico')).toHaveValue(trainer.email);
    await expect(trainerPage.getByLabel('Nombre', { exact: true })).toHaveValue(trainer.firstName);
    await expect(trainerPage.getByLabel('Apellido', { exact: true })).toHaveValue(trainer.lastName);
    await trainerPage.getByLabel('Teléfono').fill(trainer.phone);
    await trainerPage.getByLabel('Contraseña', { exact: true }).fill(trainer.password);
    await trainerPage.getByLabel('Repetir contraseña').fill(trainer.password);
    await trainerPage.getByRole('button', { name: 'Crear mi cuenta' }).click();

    const joined = trainerPage.getByTestId('joined-screen');
    await expect(joined.getByRole('heading', { name: `¡Listo! Ya sos parte de ${ownerName}` })).toBeVisible();
    await expect(joined).toContainText(trainer.email);
    await joined.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(trainerPage).toHaveURL(/\/login$/);
    await expect(trainerPage.getByLabel('Correo electrónico')).toHaveValue(trainer.email);
    await trainerPage.getByLabel('Contraseña', { exact: true }).fill(trainer.password);
    await trainerPage.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(trainerPage).toHaveURL(/\/dashboard$/);
    await expect(trainerPage.getByTestId('user-menu')).toBeVisible();
  });

  await test.step('the trainer has no Equipo and none of the owner’s clients; the client they create is their whole list', async () => {
    await trainerPage.getByRole('button', { name: 'Mostrar menú' }).click();
    const sections = trainerPage.getByRole('navigation', { name: 'Secciones' });
    await expect(sections.getByRole('link', { name: 'Clientes', exact: true })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Equipo', exact: true })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Clientes', exact: true }).click();
    // The business has three clients (the owner's two and its sample one): none is theirs.
    await expect(trainerPage.getByText('Todavía no tenés clientes')).toBeVisible();

    await trainerPage.getByRole('button', { name: 'Nuevo cliente' }).first().click();
    const dialog = trainerPage.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Bruno');
    await dialog.getByLabel('Apellido').fill('Díaz');
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(dialog).toBeHidden();
    await expect(clientNames(trainerPage)).toHaveText(['Bruno Díaz']);
    // Whose client each one is, and the filter by trainer, are the administrator's.
    await expect(trainerPage.getByRole('columnheader', { name: 'Entrenador' })).toHaveCount(0);
    await expect(trainerPage.getByRole('combobox', { name: 'Entrenador' })).toHaveCount(0);
  });

  await test.step('the owner passes one of their clients to the trainer with the list’s "Cambiar entrenador"', async () => {
    await openSection(page, 'Clientes');
    const ana = page.getByRole('row').filter({ hasText: 'Ana Gil' });
    await expect(ana).toContainText(ownerName);
    // The owner sees the whole business, the trainer's client too, with its trainer.
    await expect(page.getByRole('row').filter({ hasText: 'Bruno Díaz' })).toContainText(trainerName);

    await page.getByRole('checkbox', { name: 'Elegir a Ana Gil' }).check();
    await page.getByRole('region', { name: 'Clientes elegidos' }).getByRole('button', { name: 'Cambiar entrenador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar entrenador' });
    await dialog.getByRole('combobox', { name: 'Nuevo entrenador' }).click();
    await chooseOption(page, trainerName);
    await expect(dialog.getByText(`¿Pasar 1 cliente a ${trainerName}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pasar cliente' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, `1 cliente pasó a ${trainerName}`)).toBeVisible();
    await expect(ana).toContainText(trainerName);
  });

  await test.step('the trainer’s open list follows: the client passed to them shows without a reload', async () => {
    // The reassignment reaches the trainer's open screens through the live stream (a `clients` event).
    await expect(clientNames(trainerPage)).toHaveCount(2);
    await expect(clientNames(trainerPage).filter({ hasText: 'Ana Gil' })).toBeVisible();
    await expect(clientNames(trainerPage).filter({ hasText: 'Bruno Díaz' })).toBeVisible();
  });

  await test.step('the owner deactivates the trainer, choosing who takes their clients; the trainer’s open app signs out', async () => {
    await openSection(page, 'Equipo');
    const member = page.getByRole('list', { name: 'Integrantes' }).getByRole('listitem').filter({ hasText: trainerName });
    await expect(member).toContainText('Activo');
    await expect(member).toContainText('2 clientes');
    const activity = page.getByRole('list', { name: 'Actividad del equipo' }).getByRole('listitem');
    await expect(activity.filter({ hasText: 'Creó un cliente' }).filter({ hasText: trainerName })).toBeVisible();

    await page.getByRole('button', { name: `Acciones para ${trainerName}` }).click();
    await page.getByRole('menuitem', { name: 'Desactivar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿A quién pasan sus 2 clientes?' });
    await dialog.getByRole('combobox', { name: 'Pasan a' }).click();
    await chooseOption(page, ownerName);
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, `Desactivamos a ${trainerName}`)).toBeVisible();
    await expect(toast(page, `Sus clientes ahora están a cargo de ${ownerName}.`)).toBeVisible();
    await expect(member).toContainText('Inactivo');
    await expect(member).toContainText('Sin clientes');

    // The trainer's app is still open on their list. Its next request is refused and so is the refresh:
    // it ends on the login. (The server also closes the app's live connection, whose reconnection can get
    // there first; the reload is the trainer's next request either way.)
    await trainerPage.reload();
    await expect(trainerPage).toHaveURL(/\/login$/);
    expect(await storedToken(trainerPage, REFRESH_KEY)).toBeNull();
    // And they cannot sign in again.
    const again = await trainerPage.request.post('/auth/web/login', { data: { username: trainer.email, password: trainer.password } });
    expect(again.status()).toBe(403);
  });

  await trainerContext.close();
});

test('Equipo and the invitation page fit a 390 px phone with no serious axe finding, light and dark', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await signUpViaApi(page.request);
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  const access = await trainerAccess(page.request, owner);
  // Equipo with every kind of row: a member who left (inactive), and a pending invitation (as Administrador).
  const former = { firstName: 'Marta', lastName: 'Sosa', email: uniqueEmail('marta') };
  await inviteToTeamViaApi(page.request, access, { ...former, role: 'CO' });
  await joinTeamViaApi(page.request, await teamInvitationPath(page.request, former.email), { ...former, phone: '1155550000', password: 'Entrena2024' });
  const left = await page.request.patch(`/api/v1/team/members/${await memberIdViaApi(page.request, access, former.email)}`, {
    headers: bearer(access),
    data: { active: false },
  });
  expect(left.status()).toBe(200);
  const invited = { firstName: 'Pablo', lastName: 'Ortiz', email: uniqueEmail('pablo') };
  await inviteToTeamViaApi(page.request, access, { ...invited, role: 'AD' });
  const link = await teamInvitationPath(page.request, invited.email);

  await signIn(page, owner.email, owner.password);
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, theme, paths.team);
    const members = page.getByRole('list', { name: 'Integrantes' });
    await expect(members).toContainText(`${former.firstName} ${former.lastName}`);
    await expect(members).toContainText('Inactivo');
    await expect(page.getByRole('list', { name: 'Invitaciones pendientes' })).toContainText(invited.email);
    await expect(page.getByRole('list', { name: 'Actividad del equipo' })).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    expect({ theme, screen: 'Equipo', scrolls: await sidewaysScroll(page) }).toEqual({ theme, screen: 'Equipo', scrolls: [] });
    expect({ theme, screen: 'Equipo', violations: await seriousViolations(page) }).toEqual({ theme, screen: 'Equipo', violations: [] });
  }

  // The invited person's phone, with no session: the invitation and its form.
  const inviteeContext = await browser.newContext(phone);
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(invitee, theme, link);
    await expect(invitee.getByRole('heading', { name: `Sumate a ${ownerName}` })).toBeVisible();
    await expect(invitee.getByLabel('Nombre', { exact: true })).toHaveValue(invited.firstName);
    await settle(invitee);
    expect({ theme, screen: '/unirme', scrolls: await sidewaysScroll(invitee) }).toEqual({ theme, screen: '/unirme', scrolls: [] });
    expect({ theme, screen: '/unirme', violations: await seriousViolations(invitee) }).toEqual({ theme, screen: '/unirme', violations: [] });
  }
  await inviteeContext.close();
});

test("the dashboard's team figures and the clients' Entrenador column fit a 390 px phone with no serious axe finding, light and dark", async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, owner);
  // A team of two, each with a client in their charge.
  const trainer = { firstName: 'Bruno', lastName: 'Quiroga', email: uniqueEmail('bruno'), password: 'Entrena2024', phone: '1155550000' };
  await inviteToTeamViaApi(page.request, access, { firstName: trainer.firstName, lastName: trainer.lastName, email: trainer.email, role: 'CO' });
  await joinTeamViaApi(page.request, await teamInvitationPath(page.request, trainer.email), trainer);
  const trainerToken = await trainerAccess(page.request, trainer);
  await createClientViaApi(page.request, access, { firstName: 'Inés', lastName: 'Robles' });
  await createClientViaApi(page.request, trainerToken, { firstName: 'Tomás', lastName: 'Varela' });

  await signIn(page, owner.email, owner.password);
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, theme, paths.dashboard);
    const team = page.getByRole('list', { name: 'Cifras del equipo' });
    await expect(team.getByRole('listitem')).toHaveCount(2);
    await expect(team).toContainText(`${trainer.firstName} ${trainer.lastName}`);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    expect({ theme, screen: 'Dashboard', scrolls: await sidewaysScroll(page) }).toEqual({ theme, screen: 'Dashboard', scrolls: [] });
    expect({ theme, screen: 'Dashboard', violations: await seriousViolations(page) }).toEqual({ theme, screen: 'Dashboard', violations: [] });

    await openInTheme(page, theme, paths.clients);
    await expect(page.getByRole('columnheader', { name: 'Entrenador' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Tomás Varela/ })).toContainText(`${trainer.firstName} ${trainer.lastName}`);
    await settle(page);
    expect({ theme, screen: 'Clientes', scrolls: await sidewaysScroll(page) }).toEqual({ theme, screen: 'Clientes', scrolls: [] });
    expect({ theme, screen: 'Clientes', violations: await seriousViolations(page) }).toEqual({ theme, screen: 'Clientes', violations: [] });
  }
});
