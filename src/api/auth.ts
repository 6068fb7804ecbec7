import type { components } from '@core/contract/schema';
import { api, toResult, type ApiResult } from './client';

export type SessionUser = components['schemas']['SessionUser'];
export type User = components['schemas']['User'];
type Signed = { token: string; user: User };

/**
 * The account calls (accounts document §7), as typed results. Each failure carries the server's
 * message when it sent one (already in the user's language), else the given fallback.
 */
export const authApi = {
  register: (body: components['schemas']['RegisterRequest'], fallback: string): Promise<ApiResult<Signed>> =>
    toResult(api.POST('/api/Auth/register', { body }), fallback),
  login: (body: components['schemas']['LoginRequest'], fallback: string): Promise<ApiResult<Signed>> =>
    toResult(api.POST('/api/Auth/login', { body }), fallback),
  googleLogin: (credential: string, fallback: string): Promise<ApiResult<Signed>> =>
    toResult(api.POST('/api/Auth/googlelogin', { body: credential }), fallback),
  logout: (token: string, fallback: string): Promise<ApiResult<unknown>> =>
    toResult(api.POST('/api/Auth/logout', { headers: { Authorization: `Bearer ${token}` } }), fallback),
  updateUser: (body: components['schemas']['UpdateUserRequest'], fallback: string): Promise<ApiResult<Signed>> =>
    toResult(api.PUT('/api/Auth/updateuser', { body }), fallback),
  uploadAvatar: (file: File, fallback: string): Promise<ApiResult<User>> =>
    toResult(
      api.POST('/api/Auth/avatar', {
        body: { avatar: file as unknown as string },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('avatar', body.avatar as unknown as Blob);
          return form;
        },
      }),
      fallback,
    ),
  forgotPassword: (body: components['schemas']['ForgotPasswordRequest'], fallback: string): Promise<ApiResult<unknown>> =>
    toResult(api.POST('/api/Auth/forgotpassword', { body }), fallback),
  resetPassword: (token: string, body: components['schemas']['ResetPasswordRequest'], fallback: string): Promise<ApiResult<unknown>> =>
    toResult(api.POST('/api/Auth/resetpassword', { params: { query: { token } }, body }), fallback),
};
