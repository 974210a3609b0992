import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** No spaces, no second @, a dot in the domain; no control characters or lone surrogates, which no address has. */
const ADDRESS_PATTERN = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+\.[^\s@\p{Cc}\p{Cs}]+$/u;

export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address.")
  .regex(ADDRESS_PATTERN, "Please enter a valid email address.")
  .transform((value) => value.toLowerCase());

export const NewPasswordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});

export const SignUpSchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1, "This reset link is incomplete. Please request a new one."),
    password: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
