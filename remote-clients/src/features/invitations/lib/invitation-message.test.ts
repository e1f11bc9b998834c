import { invitationText, invitationWhatsappLink } from './invitation-message';

describe('the invitation message', () => {
  it("links WhatsApp to the client's phone in the business's country when known, to any contact otherwise", () => {
    expect(invitationWhatsappLink('Hola & chau', '+54 9 11 5555-0000', 'AR')).toBe('https://wa.me/5491155550000?text=Hola%20%26%20chau');
    expect(invitationWhatsappLink('Hola', '(011) 4555-1234', 'AR')).toBe('https://wa.me/5491145551234?text=Hola');
    // A Mexican number is Mexican (52), not Brazilian (55).
    expect(invitationWhatsappLink('Hola', '55 8765 4321', 'MX')).toBe('https://wa.me/525587654321?text=Hola');
    expect(invitationWhatsappLink('Hola', '12', 'AR')).toBe('https://wa.me/?text=Hola');
    expect(invitationWhatsappLink('Hola', null, 'AR')).toBe('https://wa.me/?text=Hola');
  });

  it('writes the sign-up link with the code and when it expires', () => {
    const text = invitationText('K7P2QX', '2025-03-06T17:30:00.000Z', 'America/Argentina/Buenos_Aires', 'https://coach.app/app/registro?codigo=K7P2QX');
    expect(text).toBe(
      '¡Hola! Te invito a entrenar conmigo desde la app. Registrate con este enlace: https://coach.app/app/registro?codigo=K7P2QX ' +
        '(tu código de invitación es K7P2QX). El código vence el 06/03 a las 14:30. ¡Te espero!',
    );
  });

  it("speaks in the trainer's voice, to the client by name when the code is theirs", () => {
    const link = 'https://coach.app/app/registro?codigo=K7P2QX';
    const voice = { trainer: 'Laura', business: 'Estudio Fuerte' };
    expect(invitationText('K7P2QX', '2025-03-06T17:30:00.000Z', 'America/Argentina/Buenos_Aires', link, voice)).toMatch(
      /^¡Hola! Soy Laura, de Estudio Fuerte\. Te invito a entrenar conmigo desde la app\./,
    );
    expect(invitationText('K7P2QX', '2025-03-06T17:30:00.000Z', 'America/Argentina/Buenos_Aires', link, { ...voice, client: 'Ana' })).toMatch(
      /^¡Hola Ana! Soy Laura, de Estudio Fuerte\./,
    );
    // A business named like its trainer is said once.
    expect(invitationText('K7P2QX', '2025-03-06T17:30:00.000Z', 'UTC', link, { trainer: 'Laura', business: 'Laura' })).toMatch(/^¡Hola! Soy Laura\. Te/);
  });
});
