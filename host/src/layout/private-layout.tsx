import { QuietBoundary, RemoteView, toast, trialState, useSession, useSupportForm } from '@coach/shared';
import theme from 'antd/es/theme';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useUnreadMessages } from '../features/chats/api/get-unread-messages';
import { useSignOut } from '../features/session/api/sign-out';
import { useSidebarForcedOpen } from '../features/tours/use-sidebar-forced-open';
import { useLatch } from '../hooks/use-latch';
import { useLiveClientChanges } from './use-live-client-changes';
import { lazyNamed } from '../lib/lazy-named';
import { Sidebar } from './sidebar';
import { SidebarProvider } from './sidebar-context';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

// Dialogs load when first opened: the dashboard doesn't download antd's Modal for them.
const TourPickerDialog = lazyNamed(() => import('../features/tours/tour-picker-dialog'), 'TourPickerDialog');
const TutorialPickerDialog = lazyNamed(() => import('../features/tutorials/tutorial-picker-dialog'), 'TutorialPickerDialog');
const SupportRequestDialog = lazyNamed(() => import('../features/support/components/support-request-dialog'), 'SupportRequestDialog');
const loadTrialLock = () => import('./trial-lock').then((module) => ({ default: module.TrialLock }));
const partUnavailable = () => toast.error('No pudimos abrir esta sección', 'Revisá tu conexión y recargá la página.');

export function PrivateLayout() {
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  const expired = trialState(user?.remainingDays).expired;
  const unread = useUnreadMessages(Boolean(user) && !expired);
  useLiveClientChanges(Boolean(user) && !expired);
  const [dialog, setDialog] = useState<'tutorials' | 'tours' | null>(null);
  const toursOpened = useLatch(dialog === 'tours');
  const tutorialsOpened = useLatch(dialog === 'tutorials');
  // "¿Necesitás ayuda?" without SUPPORT_PHONE (openSupport in @coach/shared), also over the trial lock.
  const supportOpened = useLatch(useSupportForm((state) => state.open));
  const forcedOpen = useSidebarForcedOpen();
  const { token } = theme.useToken();
  if (!user) return null;

  return (
    <SidebarProvider forcedOpen={forcedOpen}>
      <div style={{ display: 'flex', minHeight: '100vh', background: token.colorBgLayout }}>
        <Sidebar unreadMessages={unread} onOpenTutorials={() => setDialog('tutorials')} onOpenTours={() => setDialog('tours')} />
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar user={user} onSignOut={signOut} />
          <main style={{ height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`, overflow: 'auto' }}>
            {expired ? (
              <RemoteView load={loadTrialLock} area="el aviso de la prueba" props={{ onSignOut: signOut }} fallback={null} />
            ) : (
              <Outlet />
            )}
          </main>
        </div>
      </div>
      <QuietBoundary part="un diálogo" onError={partUnavailable}>
        <Suspense fallback={null}>
          {toursOpened && <TourPickerDialog open={dialog === 'tours'} onClose={() => setDialog(null)} />}
          {tutorialsOpened && <TutorialPickerDialog open={dialog === 'tutorials'} onClose={() => setDialog(null)} />}
          {supportOpened && <SupportRequestDialog />}
        </Suspense>
      </QuietBoundary>
    </SidebarProvider>
  );
}
