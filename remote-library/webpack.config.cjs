const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'library',
  port: 3103,
  title: 'Coach · Ejercicios',
  exposes: {
    './ExercisesPage': './src/exposes/exercises-page.tsx',
    './ActivitiesPage': './src/exposes/activities-page.tsx',
    './WorkoutsPage': './src/exposes/workouts-page.tsx',
    './FormsPage': './src/exposes/forms-page.tsx',
  },
});
