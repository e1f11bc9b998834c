import { type SessionUser } from '@coach/shared';
import { PhotoPicker } from '@coach/shared/account-forms';
import { UserAvatar } from '../../../layout/user-menu';
import { useDeletePhoto, useUploadPhoto } from '../api/profile-photo';

export function PhotoCard({ user }: { user: SessionUser }) {
  return <PhotoPicker avatar={<UserAvatar user={user} size={88} />} image={user.image} upload={useUploadPhoto()} remove={useDeletePhoto()} />;
}
