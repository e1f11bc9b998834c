import Avatar from 'antd/es/avatar';
import Tag from 'antd/es/tag';
import { ACCENT_COLOR, initialsOf, ON_ACCENT_COLOR } from '@coach/shared';
import { subscriptionStatusLabels, type Client, type SubscriptionStatus } from '@coach/shared/contracts';
import { fullName } from '../lib/format';
import type { AvatarSize } from './person-avatar';

const subscriptionColors: Record<SubscriptionStatus, string> = {
  paid: 'success',
  partial: 'warning',
  pending: 'orange',
  finished: 'processing',
  inactive: 'default',
};

/** The client's photo, or their initials on the accent colour. */
export function ClientAvatar({ client, size = 'default' }: { client: Client; size?: AvatarSize }) {
  const name = fullName(client);
  return client.image ? (
    <Avatar src={client.image} alt={name} size={size} />
  ) : (
    <Avatar size={size} style={{ background: ACCENT_COLOR, color: ON_ACCENT_COLOR, flex: 'none' }} aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}

export function ActiveTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'success' : 'default'}>{active ? 'Activo' : 'Inactivo'}</Tag>;
}

export function SubscriptionTag({ status }: { status: SubscriptionStatus }) {
  return <Tag color={subscriptionColors[status]}>{subscriptionStatusLabels[status]}</Tag>;
}
