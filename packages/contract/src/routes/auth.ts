import { defineRoutes } from '../route.js';

export const authRoutes = defineRoutes({
  signup: { method: 'POST', url: '/user/signup' },
  verifySignup: { method: 'POST', url: '/user/verify-signup' },
  resendSignupCode: { method: 'POST', url: '/user/resend-code' },
  signin: { method: 'POST', url: '/user/signin' },
  forgotPassword: { method: 'POST', url: '/user/forgot-password' },
  resetPassword: { method: 'POST', url: '/user/forget-password-change-password' },
  signinWithGoogle: { method: 'POST', url: '/user/social-auth' },
});
