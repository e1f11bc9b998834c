import { lazy } from 'react';

// The tab's dialogs load when one opens, not with the tab.
export const AssignPlanDialog = lazy(() => import('./assign-plan-dialog').then((module) => ({ default: module.AssignPlanDialog })));
export const ChangePlanDialog = lazy(() => import('./change-plan-dialog').then((module) => ({ default: module.ChangePlanDialog })));
export const FinishDialog = lazy(() => import('./finish-dialog').then((module) => ({ default: module.FinishDialog })));
export const EndDateDialog = lazy(() => import('./end-date-dialog').then((module) => ({ default: module.EndDateDialog })));
