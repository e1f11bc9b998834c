import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH } from './sidebar-size';
import { useSidebar } from './sidebar-context';

/** The sidebar as a sheet from the left under 768 px (loaded only on small screens). */
export function SidebarSheet({ children }: { children: ReactNode }) {
  const { sheetOpen, setSheetOpen } = useSidebar();
  return (
    <Drawer
      placement="left"
      open={sheetOpen}
      onClose={() => setSheetOpen(false)}
      size={SIDEBAR_WIDTH}
      closable={false}
      styles={{ body: { padding: 0 } }}
      aria-label="Menú principal"
    >
      {children}
    </Drawer>
  );
}
