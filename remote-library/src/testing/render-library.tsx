import { render } from '@testing-library/react';
import { AppProviders, createQueryClient, type paths, type routePatterns } from '@coach/shared';
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

/** The given pages inside the providers and routes the host gives them, starting at `entry`. */
export function renderLibrary(entry: string, pages: LibraryRoutes) {
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
