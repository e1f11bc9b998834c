// The contracts the shell itself uses (sign-in, session, errors, profile, chats, the trial). The areas'
// contracts (clients, library, agenda, billing…) are in `@coach/shared/contracts`, a shared module of its
// own that loads with the first screen that needs one: building ~300 zod schemas cost the first
// screen ~60 ms of main thread on a desktop CPU (four times that on Lighthouse's phone).
export * from './contracts/messages';
export * from './contracts/validators';
export * from './contracts/fields';
export * from './contracts/auth';
export * from './contracts/actionlogs';
export * from './contracts/errors';
export * from './contracts/users';
export * from './contracts/profile';
export * from './contracts/dashboard';
export * from './contracts/chats';
export * from './session/token-storage';
export * from './session/user';
export * from './session/trial';
export * from './session/events';
export * from './session/session-store';
export * from './session/roles';
export * from './api/api-error';
export * from './api/api-client';
export * from './api/client';
export * from './theme/theme-store';
export { ON_ACCENT_COLOR, onAccentColor } from './theme/accessible-colors';
export * from './theme/app-theme-provider';
export { prepareTheme } from './theme/theme-algorithms';
export * from './remote/page-skeleton';
export * from './remote/remote-error-panel';
export * from './remote/remote-boundary';
export * from './remote/remote-modules';
export * from './remote/client-widgets';
export * from './remote/client-changes';
export * from './paths';
export * from './chats/chat-stream';
export * from './chats/use-chat-stream';
export * from './chats/message-days';
export * from './forms/rules';
export * from './forms/search-term';
export * from './ui/use-toast';
export * from './ui/quiet-boundary';
export * from './support';
export * from './texts';
export * from './query/query-client';
export * from './query/app-providers';
export * from './ui/password-requirements';
export * from './ui/brand-mark';
export * from './ui/visually-hidden';
export * from './tour/tour-constants';
export * from './tour/tour-texts';
export * from './tour/tour-registry';
export * from './tour/tour-target';
export * from './tour/action-log';
export * from './tour/tour-store';
export * from './forms/field-errors';
export * from './ui/status-message';
export * from './ui/copy-button';
export * from './format/dates';
export {
  decimalSign,
  followBusinessCountry,
  formatDecimal,
  FORMAT_LOCALE,
  groupThousands,
  numberLocale,
  type DecimalOptions,
} from './format/numbers';
export { useDecimalInput, useNumberLocale, type DecimalInputProps } from './format/use-number-locale';
export * from './format/measures';
export * from './format/money';
export * from './format/business-settings';
