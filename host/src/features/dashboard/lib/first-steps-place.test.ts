import { firstStepsPlace, rememberedFirstStepsPlace, rememberFirstStepsPlace } from './first-steps-place';

const steps = { tourCompleted: false, profileCompleted: false, photoUploaded: false, clientsCount: 0 };

describe('where the first steps go, and where the page keeps room for them while it loads', () => {
  beforeEach(() => localStorage.clear());

  it('on top for a business without clients, below once it has some, nowhere when all are done', () => {
    expect(firstStepsPlace(steps)).toBe('top');
    expect(firstStepsPlace({ ...steps, clientsCount: 3 })).toBe('bottom');
    expect(firstStepsPlace({ tourCompleted: true, profileCompleted: true, photoUploaded: true, clientsCount: 3 })).toBe('none');
    // A business at work whose administrator has not confirmed Mi negocio yet finds that step below.
    expect(firstStepsPlace({ tourCompleted: true, profileCompleted: true, photoUploaded: true, clientsCount: 3, businessConfirmed: false })).toBe('bottom');
  });

  it('remembers the last place per trainer on this device; the first time, on top', () => {
    expect(rememberedFirstStepsPlace(7)).toBe('top');
    rememberFirstStepsPlace(7, 'none');
    rememberFirstStepsPlace(8, 'bottom');
    expect(rememberedFirstStepsPlace(7)).toBe('none');
    expect(rememberedFirstStepsPlace(8)).toBe('bottom');
  });
});
