import { login, loginFacebook, options } from '../../../shared/commands/auth.js';
import type { OutputOf } from '../../../shared/commands/define.js';
import { api } from '../../app/api.js';

/**
 * The sign-in page's calls, in a chunk of their own: the catalogue's declarations bring zod and
 * the client brings ofetch and qs, none of which the form needs to show (issue 26). The page loads
 * this once idle, or at the first submit if that comes sooner.
 */
export const signIn = (input: { username: string; password: string }) => api.call(login, input);
export const signInWithFacebook = (accessToken: string) => api.call(loginFacebook, { access_token: accessToken });
export const signInOptions = () => api.call(options, {});
export type SignInOptions = OutputOf<typeof options>;
