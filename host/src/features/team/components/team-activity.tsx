import { formatInstantDateTime, useBusinessSettings } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';
import type { TeamMember } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { ACTIVITY_PAGE_SIZE, useActivity } from '../api/get-activity';
import { fullName } from '../lib/team-format';

/** "Actividad del equipo": who did what and when (in the business's zone), newest first, one member or all. */
export function TeamActivity({ members }: { members: TeamMember[] }) {
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const activity = useActivity({ userId, page });
  const { timeZone } = useBusinessSettings();
  const { token } = theme.useToken();
  const member = members.find((item) => item.id === userId);

  const filter = (
    <Flex vertical gap={4} style={{ maxWidth: 320 }}>
      <Typography.Text type="secondary" aria-hidden>
        Integrante
      </Typography.Text>
      <Select<number | undefined>
        aria-label="Integrante"
        allowClear
        placeholder="Todo el equipo"
        value={userId}
        onChange={(value) => {
          setUserId(value ?? undefined);
          setPage(1);
        }}
        showSearch={{ optionFilterProp: 'label' }}
        options={members.map((item) => ({ value: item.id, label: fullName(item) }))}
      />
    </Flex>
  );

  let body;
  if (activity.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (activity.isError) {
    body = (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text type="danger">No pudimos cargar la actividad del equipo.</Typography.Text>
        <Button onClick={() => void activity.refetch()}>Reintentar</Button>
      </Flex>
    );
  } else if (activity.data.results.length === 0) {
    body = member ? (
      <EmptyArea title="Sin actividad" description={`${fullName(member)} todavía no tiene actividad registrada.`} />
    ) : (
      <EmptyArea title="Todavía no hay actividad" description="Acá vas a ver quién hizo qué y cuándo: clientes, planes, pagos, rutinas y más." />
    );
  } else {
    const { results, count } = activity.data;
    body = (
      <Flex vertical gap={12}>
        <ol aria-label="Actividad del equipo" aria-busy={activity.isPlaceholderData} style={{ listStyle: 'none', margin: 0, padding: 0, opacity: activity.isPlaceholderData ? 0.6 : 1 }}>
          {results.map((item, index) => (
            <li key={item.id} style={{ padding: '10px 0', borderTop: index === 0 ? 'none' : `1px solid ${token.colorBorderSecondary}` }}>
              <Typography.Text style={{ display: 'block', overflowWrap: 'anywhere' }}>{item.label}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {item.memberName} · <time dateTime={item.createdAt}>{formatInstantDateTime(item.createdAt, timeZone)}</time>
              </Typography.Text>
            </li>
          ))}
        </ol>
        <Pagination
          current={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={count}
          onChange={setPage}
          hideOnSinglePage
          showSizeChanger={false}
          simple
          style={{ alignSelf: 'center' }}
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {filter}
      {body}
    </Flex>
  );
}
