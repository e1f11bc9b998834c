import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('keeps the path, query and hash of the saved location', () => {
    expect(redirectTarget({ from: { pathname: '/agenda', search: '?dia=2', hash: '#hoy', key: 'x' } })).toEqual({
      pathname: '/agenda',
      search: '?dia=2',
      hash: '#hoy',
    });
  });

  it('accepts a saved path string', () => {
    expect(redirectTarget({ from: '/clientes/4/' })).toBe('/clientes/4/');
  });

  it.each([undefined, null, 'texto', {}, { from: 42 }, { from: { pathname: 'https://otro.sitio' } }, { from: '//otro.sitio/x' }, { from: { pathname: '/login' } }, { from: '/crear-cuenta?code=1' }])(
    'falls back to the dashboard for %p',
    (state) => {
      expect(redirectTarget(state)).toBe('/dashboard');
    },
  );
});
