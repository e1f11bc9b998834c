import { trialState, useSession } from '@coach/shared';
import { theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useUnreadMessages } from '../features/chats/api/get-unread-messages';
import { useSignOut } from '../features/session/api/sign-out';
import { TourPickerDialog } from '../features/tours/tour-picker-dialog';
import { useSidebarForcedOpen } from '../features/tours/use-sidebar-forced-open';
import { TutorialPickerDialog } from '../features/tutorials/tutorial-picker-dialog';
import { Sidebar } from './sidebar';
import { SidebarProvider } from './sidebar-context';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';
import { TrialLock } from './trial-lock';

export function PrivateLayout() {
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  const expired = trialState(user?.remainingDays).expired;
  const unread = useUnreadMessages(Boolean(user) && !expired);
  const [dialog, setDialog] = useState<'tutorials' | 'tours' | null>(null);
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
            {expired ? <TrialLock onSignOut={signOut} /> : <Outlet />}
          </main>
        </div>
      </div>
      <TourPickerDialog open={dialog === 'tours'} onClose={() => setDialog(null)} />
      <TutorialPickerDialog open={dialog === 'tutorials'} onClose={() => setDialog(null)} />
    </SidebarProvider>
  );
}
