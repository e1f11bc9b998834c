import { render } from '@testing-library/react';
import { AppProviders, createQueryClient, useSession, type paths, type routePatterns, type SessionUser } from '@coach/shared';
import { LocationProbe } from '@coach/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Pages a test mounts, by route pattern (the host's routes for the library). */
export type LibraryRoutes = Partial<Record<LibraryRoute, ReactElement>>;
type LibraryRoute =
  | typeof paths.exercises
  | typeof paths.exerciseNew
  | typeof routePatterns.exercise
  | typeof routePatterns.exerciseEdit
  | typeof paths.activities
  | typeof paths.activityNew
  | typeof routePatterns.activity
  | typeof routePatterns.activityEdit
  | typeof paths.workouts
  | typeof paths.workoutNew
  | typeof routePatterns.workout
  | typeof paths.forms
  | typeof paths.formNew
  | typeof routePatterns.form
  | typeof paths.programs
  | typeof paths.programNew
  | typeof routePatterns.program;

/** A signed-in member; by default the Entrenador (id 1) who created the fixtures' own items. */
export function aMember(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'lucia',
    firstName: 'Lucía',
    lastName: 'Gómez',
    email: 'lucia@example.com',
    displayName: 'Lucía Gómez',
    initials: 'LG',
    role: 'CO',
    gymId: 1,
    image: null,
    remainingDays: null,
    ...overrides,
  };
}

/**
 * The given pages inside the providers and routes the host gives them, starting at `entry`, signed in
 * as `member` (the fixtures' creator, an Entrenador, unless told).
 */
export function renderLibrary(entry: string, pages: LibraryRoutes, member: SessionUser = aMember()) {
  useSession.setState({ user: member });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {Object.entries(pages).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
