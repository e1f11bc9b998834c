import { activeNavKey, businessItems, itemsForRole, libraryItems } from './nav-items';

describe('activeNavKey', () => {
  it.each([
    ['/clientes', '/clientes'],
    ['/clientes/12', '/clientes'],
    ['/ejercicios/3/editar', '/ejercicios'],
    ['/dashboard', '/dashboard'],
    ['/equipo', '/equipo'],
    ['/perfil', undefined],
    ['/clientesx', undefined],
  ])('%s highlights %s', (path, key) => expect(activeNavKey(path)).toBe(key));
});

describe('itemsForRole', () => {
  const labels = (role: string | undefined) => itemsForRole(businessItems, role).map((item) => item.label);

  it('shows Equipo to an Administrador, under Negocio after Clientes', () => {
    expect(labels('AD')).toEqual(['Dashboard', 'Agenda', 'Chats', 'Planes de pago', 'Clientes', 'Equipo']);
  });

  it('hides Equipo from an Entrenador, who keeps every other entry', () => {
    expect(labels('CO')).toEqual(['Dashboard', 'Agenda', 'Chats', 'Planes de pago', 'Clientes']);
  });

  it('hides it when the role is unknown or missing', () => {
    expect(labels('CL')).not.toContain('Equipo');
    expect(labels(undefined)).not.toContain('Equipo');
  });

  it('leaves the entries open to every role as they are', () => {
    expect(itemsForRole(libraryItems, 'CO')).toEqual(libraryItems);
  });
});
