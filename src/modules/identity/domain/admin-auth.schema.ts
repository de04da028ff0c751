import * as v from 'valibot';

/** Admin sign-in forms with the spec's messages (001 §5), shared by the browser and the server. */
export const AdminLoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(3, 'Username must be at least 3 characters'), v.maxLength(60, 'Username is too long')),
  password: v.pipe(v.string(), v.minLength(6, 'Password must be at least 6 characters'), v.maxLength(128, 'Password is too long')),
});

export const OtpCode = v.pipe(v.string(), v.trim(), v.length(6, 'OTP must be exactly 6 digits'), v.regex(/^\d+$/, 'OTP must contain only numbers'));

export const VerifyOtpSchema = v.object({
  userId: v.pipe(v.string(), v.uuid('Invalid or expired OTP. Please try again.')),
  otp: OtpCode,
});

/** The admin registration schema: a valid e-mail and an 8-character password. */
export const AdminRegisterSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, 'Username must be at least 3 characters'),
    v.maxLength(60, 'Username is too long'),
    v.regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
  ),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Please enter a valid email address'), v.maxLength(254, 'Please enter a valid email address')),
  password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(128, 'Password is too long')),
});

export type AdminRegistration = v.InferOutput<typeof AdminRegisterSchema>;
