import { activeNavKey } from './nav-items';

describe('activeNavKey', () => {
  it.each([
    ['/clientes', '/clientes'],
    ['/clientes/12', '/clientes'],
    ['/ejercicios/3/editar', '/ejercicios'],
    ['/dashboard', '/dashboard'],
    ['/perfil', undefined],
    ['/clientesx', undefined],
  ])('%s highlights %s', (path, key) => expect(activeNavKey(path)).toBe(key));
});
