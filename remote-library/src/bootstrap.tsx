// Stand-alone shell to run this remote alone (`pnpm dev` in this folder); the host never loads it.
import { AppProviders, createQueryClient, paths, routePatterns } from '@coach/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import ExercisesPage from './exposes/exercises-page';
import ActivitiesPage from './exposes/activities-page';
import WorkoutsPage from './exposes/workouts-page';
import FormsPage from './exposes/forms-page';
import ExerciseDetailPage from './exposes/exercise-detail-page';
import ExerciseEditorPage from './exposes/exercise-editor-page';
import ActivityDetailPage from './exposes/activity-detail-page';
import ActivityEditorPage from './exposes/activity-editor-page';
import WorkoutEditorPage from './exposes/workout-editor-page';
import FormEditorPage from './exposes/form-editor-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <nav style={{ padding: 12 }}>
          <Link to={paths.exercises}>Ejercicios</Link> · <Link to={paths.activities}>Actividades</Link> · <Link to={paths.workouts}>Rutinas</Link> · <Link to={paths.forms}>Formularios</Link>
        </nav>
        <Routes>
          <Route path={paths.exercises} element={<ExercisesPage />} />
          <Route path={paths.activities} element={<ActivitiesPage />} />
          <Route path={paths.workouts} element={<WorkoutsPage />} />
          <Route path={paths.forms} element={<FormsPage />} />
          <Route path={paths.exerciseNew} element={<ExerciseEditorPage />} />
          <Route path={routePatterns.exercise} element={<ExerciseDetailPage />} />
          <Route path={routePatterns.exerciseEdit} element={<ExerciseEditorPage />} />
          <Route path={paths.activityNew} element={<ActivityEditorPage />} />
          <Route path={routePatterns.activity} element={<ActivityDetailPage />} />
          <Route path={routePatterns.activityEdit} element={<ActivityEditorPage />} />
          <Route path={paths.workoutNew} element={<WorkoutEditorPage />} />
          <Route path={routePatterns.workout} element={<WorkoutEditorPage />} />
          <Route path={paths.formNew} element={<FormEditorPage />} />
          <Route path={routePatterns.form} element={<FormEditorPage />} />
          <Route path="*" element={<Navigate to={paths.exercises} replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
