import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIsMobile } from '../hooks/use-media-query';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie';

interface SidebarState {
  /** Desktop: expanded (15rem) or collapsed (3rem). */
  open: boolean;
  /** Mobile: the sheet is showing. */
  sheetOpen: boolean;
  isMobile: boolean;
  toggle: () => void;
  setSheetOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ forcedOpen = false, children }: { forcedOpen?: boolean; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readSidebarOpen);
  const [sheetOpen, setSheetOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setSheetOpen((value) => !value);
      return;
    }
    setOpen((value) => {
      writeSidebarOpen(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open: open || forcedOpen, sheetOpen: sheetOpen || (isMobile && forcedOpen), isMobile, toggle, setSheetOpen }),
    [open, sheetOpen, forcedOpen, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar necesita SidebarProvider');
  return value;
}
