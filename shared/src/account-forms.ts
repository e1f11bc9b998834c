// A person's account forms (sign-in and new-password fields, the password change, a photo or logo picker):
// a shared module of its own, loaded by the screens that show one. In the package's index they made every
// first screen load antd's Form, Input and Typography, the client app's "Hoy" included, which shows none.
export * from './ui/password-input';
export * from './profile/password-change-form';
export * from './profile/photo-picker';
