import { stubActionLogs, type PostedActionLog } from '../testing/fetch-stub';
import { waitFor } from '@testing-library/react';
import { ONBOARDING_SESSION_KEY } from '../session/token-storage';
import { TOUR_TARGET_WAIT_MS } from './tour-constants';
import { registerTour, type TourStep } from './tour-registry';
import { registerTourHost, useTour } from './tour-store';
import { tourTexts } from './tour-texts';

function mountTargets(...names: string[]) {
  document.body.innerHTML = names.map((name) => `<button data-tour="${name}">${name}</button>`).join('');
}

const steps = (overrides: Partial<Record<number, Partial<TourStep>>> = {}): TourStep[] =>
  ['first', 'second', 'third'].map((target, index) => ({
    target,
    title: `Paso ${index + 1}`,
    content: `Contenido ${index + 1}`,
    ...overrides[index],
  }));

describe('tour store', () => {
  let postedLogs: () => PostedActionLog[];
  let navigate: jest.Mock<void, [string]>;
  let notify: jest.Mock<void, [string, string?]>;
  let unregisterHost: () => void;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    postedLogs = stubActionLogs();
    navigate = jest.fn<void, [string]>();
    notify = jest.fn<void, [string, string?]>();
    unregisterHost = registerTourHost({ navigate, notify });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.clear();
    mountTargets('first', 'second', 'third');
    registerTour('clients', steps());
  });

  afterEach(() => {
    useTour.getState().stop();
    unregisterHost();
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const startAt = async (stepIndex: number) => {
    await useTour.getState().start('clients', { from: '/ejercicios' });
    for (let index = 0; index < stepIndex; index += 1) await useTour.getState().next();
    expect(useTour.getState().stepIndex).toBe(stepIndex);
  };

  it('starts stopped on the initial tour', () => {
    const { isRunning, stepIndex, tourName, status, prevRoute, hideSkipButton } = useTour.getState();
    expect({ isRunning, stepIndex, tourName, status, prevRoute, hideSkipButton }).toEqual({
      isRunning: false,
      stepIndex: 0,
      tourName: 'initial',
      status: 'idle',
      prevRoute: null,
      hideSkipButton: false,
    });
  });

  it('start sets the tour up, remembers the route and logs start_tour', async () => {
    const result = await useTour.getState().start('clients', { hideSkipButton: true, from: '/ejercicios?page=2' });

    expect(result).toBe('started');
    expect(useTour.getState()).toMatchObject({
      isRunning: true,
      status: 'running',
      stepIndex: 0,
      tourName: 'clients',
      hideSkipButton: true,
      prevRoute: '/ejercicios?page=2',
    });
    expect(postedLogs()).toEqual([{ action: 'start_tour', metadata: { tour: 'clients' } }]);
  });

  it('remembers the browser location when no route is passed', async () => {
    window.history.pushState({}, '', '/agenda?vista=semana');
    await useTour.getState().start('clients');
    expect(useTour.getState().prevRoute).toBe('/agenda?vista=semana');
    window.history.pushState({}, '', '/');
  });

  it('next runs the step action to its end before advancing', async () => {
    let finishAction: () => void = () => undefined;
    const order: string[] = [];
    const action = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          order.push('action started');
          finishAction = () => {
            order.push('action done');
            resolve();
          };
        }),
    );
    registerTour('clients', steps({ 0: { action } }));
    await useTour.getState().start('clients', { from: '/dashboard' });

    const advancing = useTour.getState().next();
    expect(action).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(useTour.getState().stepIndex).toBe(0);

    const unsubscribe = useTour.subscribe((state, previous) => {
      if (state.stepIndex !== previous.stepIndex) order.push(`step ${state.stepIndex}`);
    });
    finishAction();
    await advancing;
    unsubscribe();

    expect(order).toEqual(['action started', 'action done', 'step 1']);
    expect(useTour.getState().stepIndex).toBe(1);
  });

  it('a failing action does not stop the tour', async () => {
    registerTour('clients', steps({ 0: { action: () => Promise.reject(new Error('boom')) } }));
    await startAt(0);
    await useTour.getState().next();
    expect(useTour.getState()).toMatchObject({ stepIndex: 1, isRunning: true });
    expect(warn).toHaveBeenCalled();
  });

  it('back goes to the previous step, and not before the first one', async () => {
    await startAt(2);
    useTour.getState().back();
    expect(useTour.getState().stepIndex).toBe(1);
    useTour.getState().back();
    useTour.getState().back();
    expect(useTour.getState().stepIndex).toBe(0);
    expect(useTour.getState().isRunning).toBe(true);
  });

  it('skip ends the tour, logs skip_tour with the step and returns to the previous route', async () => {
    sessionStorage.setItem(ONBOARDING_SESSION_KEY, '1');
    await startAt(1);

    useTour.getState().skip();

    expect(useTour.getState()).toMatchObject({ isRunning: false, status: 'skipped', prevRoute: null });
    expect(postedLogs()).toContainEqual({ action: 'skip_tour', metadata: { tour: 'clients', stepIndex: 1 } });
    expect(postedLogs().map((log) => log.action)).not.toContain('finish_tour');
    // Back to the route once the log is stored.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ejercicios'));
    expect(sessionStorage.getItem(ONBOARDING_SESSION_KEY)).toBe('1');
  });

  it('continuing on the last step finishes: finish_tour, onboarding flag cleared, back to the route', async () => {
    const lastAction = jest.fn();
    registerTour('clients', steps({ 2: { action: lastAction } }));
    sessionStorage.setItem(ONBOARDING_SESSION_KEY, '1');
    await startAt(2);
    expect(navigate).not.toHaveBeenCalled();

    await useTour.getState().next();

    expect(lastAction).toHaveBeenCalledTimes(1);
    expect(useTour.getState()).toMatchObject({ isRunning: false, status: 'finished', stepIndex: 0 });
    expect(postedLogs()).toContainEqual({ action: 'finish_tour', metadata: { tour: 'clients', stepIndex: 2 } });
    expect(sessionStorage.getItem(ONBOARDING_SESSION_KEY)).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ejercicios'));
  });

  it('a missing target going forward warns and skips to the next step', async () => {
    await startAt(1);
    useTour.getState().skipMissingTarget(1);
    expect(useTour.getState().stepIndex).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"second"'));
  });

  it('a missing target going back skips to the previous step', async () => {
    await startAt(2);
    useTour.getState().back();
    useTour.getState().skipMissingTarget(1);
    expect(useTour.getState().stepIndex).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"second"'));
  });

  it('ignores a stale report about another step', async () => {
    await startAt(1);
    useTour.getState().skipMissingTarget(0);
    expect(useTour.getState().stepIndex).toBe(1);
  });

  it('a missing last target finishes the tour', async () => {
    await startAt(2);
    useTour.getState().skipMissingTarget(2);
    expect(useTour.getState()).toMatchObject({ isRunning: false, status: 'finished' });
    expect(postedLogs()).toContainEqual({ action: 'finish_tour', metadata: { tour: 'clients', stepIndex: 2 } });
  });

  it('waits for the first target to appear before beginning', async () => {
    jest.useFakeTimers();
    mountTargets('second', 'third');
    const starting = useTour.getState().start('clients', { from: '/dashboard' });
    expect(useTour.getState()).toMatchObject({ isRunning: true, status: 'waiting' });

    await jest.advanceTimersByTimeAsync(1200);
    expect(useTour.getState().status).toBe('waiting');
    expect(postedLogs()).toEqual([]);

    const first = document.createElement('button');
    first.dataset.tour = 'first';
    document.body.append(first);
    await jest.advanceTimersByTimeAsync(200);

    await expect(starting).resolves.toBe('started');
    expect(useTour.getState().status).toBe('running');
    expect(postedLogs()).toEqual([{ action: 'start_tour', metadata: { tour: 'clients' } }]);
  });

  it('does not run when the first target never appears within 5 s, and says so', async () => {
    jest.useFakeTimers();
    mountTargets('second', 'third');
    const starting = useTour.getState().start('clients', { from: '/dashboard' });

    await jest.advanceTimersByTimeAsync(TOUR_TARGET_WAIT_MS - 100);
    expect(useTour.getState().isRunning).toBe(true);
    await jest.advanceTimersByTimeAsync(100);

    await expect(starting).resolves.toBe('target-not-found');
    expect(useTour.getState()).toMatchObject({ isRunning: false, status: 'idle' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"first"'));
    expect(notify).toHaveBeenCalledWith(tourTexts.targetNotFound.title, tourTexts.targetNotFound.description);
    expect(postedLogs()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a hidden first target as not there', async () => {
    jest.useFakeTimers();
    mountTargets('second');
    document.body.insertAdjacentHTML('beforeend', '<div style="display: none"><button data-tour="first"></button></div>');
    const starting = useTour.getState().start('clients');
    await jest.advanceTimersByTimeAsync(TOUR_TARGET_WAIT_MS);
    await expect(starting).resolves.toBe('target-not-found');
  });

  it('a tour without steps does not run', async () => {
    await expect(useTour.getState().start('assignActivity')).resolves.toBe('no-steps');
    expect(useTour.getState().isRunning).toBe(false);
    expect(postedLogs()).toEqual([]);
  });
});
