import { runInTasks } from './lib/next-task';

/**
 * The app starts in steps, a task each: the libraries it is built on, then its own code. Run in one go they
 * were the start's longest task (~70 ms on a laptop, four times that on a phone), during which the phone
 * could neither paint nor answer a touch. Their files all arrive with this chunk (webpackMode "eager": no
 * request of their own, and index.html preloads them): only running their code is spread out.
 */
void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@coach/shared/contracts'),
  () => import(/* webpackMode: "eager" */ '@ant-design/cssinjs'),
  () => import(/* webpackMode: "eager" */ 'antd/es/theme'),
  () => import(/* webpackMode: "eager" */ 'antd/es/config-provider'),
  () => import(/* webpackMode: "eager" */ 'antd/es/button'),
  () => import(/* webpackMode: "eager" */ 'antd/es/flex'),
  () => import(/* webpackMode: "eager" */ 'antd/es/skeleton'),
  () => import(/* webpackMode: "eager" */ 'antd/es/empty'),
  () => import(/* webpackMode: "eager" */ '@coach/shared'),
  () => import(/* webpackMode: "eager" */ '@coach/shared/client-app'),
  // The theme's colours, which antd would otherwise derive inside the first render's longest piece of work.
  () => import(/* webpackMode: "eager" */ '@coach/shared').then(({ prepareTheme, useTheme }) => prepareTheme(useTheme.getState().resolved)),
  // A page's first date formatter loads its language's calendar data (~25 ms on a laptop): "Hoy" writes dates.
  () => import(/* webpackMode: "eager" */ '@coach/shared').then(({ FORMAT_LOCALE }) => warmDateFormats(FORMAT_LOCALE)),
  () => import(/* webpackMode: "eager" */ './app/app'),
  () => import(/* webpackMode: "eager" */ './app/start').then(({ startApp }) => startApp()),
]);

function warmDateFormats(locale: string): void {
  try {
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(0);
  } catch {
    // Only a head start: the screens create their own formatters.
  }
}
