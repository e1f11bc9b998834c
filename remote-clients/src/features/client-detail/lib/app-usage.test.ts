import { appUsage } from './app-usage';

const zone = 'America/Argentina/Buenos_Aires';

describe('appUsage', () => {
  it('says since when the client uses the app and when they last opened it, in the business zone', () => {
    expect(appUsage({ appRegisteredAt: '2024-03-06T02:00:00.000Z', appLastSeenAt: '2026-11-26T21:05:00.000Z' }, zone)).toEqual([
      'Usa la app desde el 05/03/2024',
      'Última vez: 26/11/2026 18:05',
    ]);
  });

  it('leaves out the last time when the app never reported it', () => {
    expect(appUsage({ appRegisteredAt: '2024-03-06T12:00:00.000Z', appLastSeenAt: null }, zone)).toEqual(['Usa la app desde el 06/03/2024']);
  });

  it('says so when the client has not registered', () => {
    expect(appUsage({ appRegisteredAt: null, appLastSeenAt: null }, zone)).toEqual(['Todavía no usa la app']);
  });
});
