import { chatMessages } from '@coach/shared/contracts';
import { ApiError } from '../../http/api-error';

/** The trainer writes to a disabled client (the client's own token is refused earlier, with a 403). */
export const clientDisabledForChat = () => new ApiError(409, 'CLIENT_DISABLED', chatMessages.clientDisabled);
/** The sender's id names a message with another text, sender or conversation. */
export const messageIdConflict = () => new ApiError(409, 'MESSAGE_ID_CONFLICT', chatMessages.idConflict);
