import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import type { DateSelectArg } from '@fullcalendar/core';
import { useBusinessSettings, useNumberLocale, useTheme, useToast } from '@coach/shared';
import { agendaToasts, type AgendaItem } from '@coach/shared/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useAgenda } from '../../../lib/agenda-api/get-agenda';
import { addDays, addMinutes, businessNow, toDateString, toLocalDateTime } from '../../../lib/calendar/business-clock';
import { isNarrowScreen, type CalendarView } from '../../../lib/calendar/calendar-setup';
import { useScopeDialog } from '../../../lib/scope-dialog/use-scope-dialog';
import { toCalendarEvent, toDayTasksEvent } from '../lib/calendar-items';
import { newEventForm } from '../lib/event-form-values';
import { initialRange } from '../lib/initial-range';
import { AgendaCalendar } from './agenda-calendar';
import { AgendaFilters, allKinds, type AgendaFilterValues } from './agenda-filters';
import { EventDialog, type EventDialogState } from './event-dialog';
import { TaskDialog } from './task-dialog';
import { useItemMoves } from './use-item-moves';

type Open = EventDialogState | { mode: 'task'; item: Extract<AgendaItem, { kind: 'task' }> } | null;

/** The agenda: filters, the calendar of events and tasks, and the dialogs to create, edit and move them. */
export function AgendaScreen() {
  const toast = useToast();
  const { token } = theme.useToken();
  const resolved = useTheme((state) => state.resolved);
  const { timeZone } = useBusinessSettings();
  // The days' counts ("1.234 tareas") are written as the business's country writes numbers.
  const numberLocale = useNumberLocale();
  const now = useMemo(() => businessNow(timeZone), [timeZone]);
  const today = now.slice(0, 10);
  const [initialView] = useState<CalendarView>(() => (isNarrowScreen() ? 'listWeek' : 'dayGridMonth'));
  const [range, setRange] = useState(() => initialRange(initialView, today));
  const [filters, setFilters] = useState<AgendaFilterValues>({ client: null, kinds: allKinds });
  const [open, setOpen] = useState<Open>(null);
  const { askScope, scopeDialog } = useScopeDialog();
  const [modal, modalHolder] = Modal.useModal();
  const onMove = useItemMoves(today, askScope);

  const agenda = useAgenda({ ...range, clientId: filters.client?.value });

  useEffect(() => {
    if (agenda.isError) toast.error(agendaToasts.eventsLoadFailed);
  }, [agenda.isError, toast]);

  const events = useMemo(() => {
    const taskColors = { background: token.colorFillSecondary, border: token.colorBorder, text: token.colorText };
    const items = (agenda.data?.items ?? []).filter((item) => filters.kinds.includes(item.kind)).map((item) => toCalendarEvent(item, resolved, taskColors));
    const days = filters.kinds.includes('task') ? (agenda.data?.taskDays ?? []).map((day) => toDayTasksEvent(day, taskColors, numberLocale)) : [];
    return [...items, ...days];
  }, [agenda.data, filters.kinds, resolved, token.colorFillSecondary, token.colorBorder, token.colorText, numberLocale]);

  const createAt = (start: string, end: string, allDay: boolean) => setOpen({ mode: 'create', initial: newEventForm(start, end, allDay) });
  const createFromSlot = ({ start, end, allDay }: DateSelectArg) => {
    if (allDay) createAt(`${toDateString(start)}T00:00`, `${addDays(toDateString(end), -1)}T00:00`, true);
    else createAt(toLocalDateTime(start), toLocalDateTime(end), false);
  };
  const createNow = () => {
    // The next whole hour of the business, one hour long.
    const start = `${addMinutes(now.slice(0, 16), 60).slice(0, 13)}:00`;
    createAt(start, addMinutes(start, 60), false);
  };

  const confirmDelete = (title: string, onOk: () => Promise<unknown>) =>
    void modal.confirm({
      title,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk,
    });

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <AgendaFilters value={filters} onChange={setFilters} />
        <Button type="primary" onClick={createNow}>
          Nuevo evento
        </Button>
      </Flex>
      {agenda.data?.taskDays && filters.kinds.includes('task') && (
        <Alert
          type="info"
          showIcon
          title="Hay muchas tareas de clientes en estas fechas: se muestran contadas por día. Abrí un día o elegí un cliente para verlas una por una."
        />
      )}
      {agenda.isLoading && !agenda.data ? (
        <div aria-busy="true" aria-label="Cargando la agenda">
          <Skeleton active title={false} paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <AgendaCalendar
          events={events}
          now={now}
          initialView={initialView}
          onRangeChange={(from, to) => setRange((current) => (current.from === from && current.to === to ? current : { from, to }))}
          onSelectSlot={createFromSlot}
          onOpenItem={(item) => setOpen(item.kind === 'event' ? { mode: 'edit', occurrence: item } : { mode: 'task', item })}
          onMove={onMove}
        />
      )}
      {open && open.mode !== 'task' && <EventDialog state={open} onClose={() => setOpen(null)} askScope={askScope} confirmDelete={confirmDelete} />}
      {open?.mode === 'task' && <TaskDialog task={open.item} today={today} onClose={() => setOpen(null)} askScope={askScope} confirmDelete={confirmDelete} />}
      {scopeDialog}
      {modalHolder}
    </Flex>
  );
}
