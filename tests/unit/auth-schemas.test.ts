import { describe, expect, it } from "vitest";
import {
  EmailSchema,
  ForgotPasswordSchema,
  NewPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "~/lib/accounts/auth-schemas";
import { parseForm } from "~/lib/forms/parse";

const INVALID_EMAIL = "Please enter a valid email address.";

describe("EmailSchema", () => {
  it("trims and lowercases", () => {
    expect(EmailSchema.parse("  Thandi.Nkosi@Example.CO.ZA ")).toBe("thandi.nkosi@example.co.za");
  });

  it.each(["a@b", "no-at-sign", "two@@example.co.za", "spaces in@example.co.za", "name@example .co.za"])(
    "rejects %j",
    (value) => {
      const result = EmailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL);
    },
  );

  it("rejects an empty or missing address as required", () => {
    expect(EmailSchema.safeParse("   ").error?.issues[0]?.message).toBe("Email is required");
    expect(EmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Email is required");
  });

  it("accepts 254 characters and rejects 255", () => {
    const domain = "@example.co.za";
    const at254 = `${"a".repeat(254 - domain.length)}${domain}`;
    const at255 = `${"a".repeat(255 - domain.length)}${domain}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(EmailSchema.safeParse(at254).success).toBe(true);
    const result = EmailSchema.safeParse(at255);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });
});

describe("NewPasswordSchema", () => {
  it("is 12 to 128 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(NewPasswordSchema.safeParse("x".repeat(12)).success).toBe(true);
    expect(NewPasswordSchema.safeParse("x".repeat(128)).success).toBe(true);
  });

  it("explains each failure", () => {
    const firstMessage = (value: unknown) => NewPasswordSchema.safeParse(value).error?.issues[0]?.message;
    expect(firstMessage("")).toBe("Password is required");
    expect(firstMessage(undefined)).toBe("Password is required");
    expect(firstMessage("x".repeat(11))).toBe("Password must be at least 12 characters");
    expect(firstMessage("x".repeat(129))).toBe("Password must be at most 128 characters");
  });

  it("keeps the password exactly as typed (no trimming)", () => {
    expect(NewPasswordSchema.parse("  padded pass  ")).toBe("  padded pass  ");
  });
});

describe("SignInSchema", () => {
  it("needs an email and any non-empty password", () => {
    expect(parseForm(SignInSchema, { email: " A@Example.co.za", password: "short" })).toEqual({
      ok: true,
      data: { email: "a@example.co.za", password: "short" },
    });
    expect(parseForm(SignInSchema, { email: "", password: "" })).toEqual({
      ok: false,
      errors: { email: "Email is required", password: "Password is required" },
    });
  });
});

describe("SignUpSchema", () => {
  it("accepts matching passwords", () => {
    const result = parseForm(SignUpSchema, {
      email: "new@example.co.za",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
    });
    expect(result).toEqual({
      ok: true,
      data: { email: "new@example.co.za", password: "correct horse battery", confirmPassword: "correct horse battery" },
    });
  });

  it("reports a mismatch on confirmPassword", () => {
    expect(
      parseForm(SignUpSchema, {
        email: "new@example.co.za",
        password: "correct horse battery",
        confirmPassword: "correct horse batterz",
      }),
    ).toEqual({ ok: false, errors: { confirmPassword: "Passwords do not match" } });
  });

  it("reports the first message per field", () => {
    expect(parseForm(SignUpSchema, { email: "a@b", password: "", confirmPassword: "" })).toEqual({
      ok: false,
      errors: {
        email: INVALID_EMAIL,
        password: "Password is required",
        confirmPassword: "Please confirm your password",
      },
    });
    expect(parseForm(SignUpSchema, { email: "a@example.co.za", password: "short", confirmPassword: "short" })).toEqual({
      ok: false,
      errors: { password: "Password must be at least 12 characters" },
    });
  });
});

describe("the other forms", () => {
  it("ForgotPasswordSchema needs a valid email", () => {
    expect(parseForm(ForgotPasswordSchema, { email: "no-at-sign" })).toEqual({
      ok: false,
      errors: { email: INVALID_EMAIL },
    });
  });

  it("ResetPasswordSchema needs the token and matching passwords", () => {
    expect(
      parseForm(ResetPasswordSchema, { token: "", password: "correct horse battery", confirmPassword: "x" }),
    ).toEqual({
      ok: false,
      errors: {
        token: "This reset link is incomplete. Please request a new one.",
        confirmPassword: "Passwords do not match",
      },
    });
  });
});

describe("parseForm", () => {
  it("puts object-level problems under 'form'", async () => {
    const { z } = await import("zod");
    const schema = z.object({ a: z.string() }).refine(() => false, "Whole form is wrong");
    expect(parseForm(schema, { a: "x" })).toEqual({ ok: false, errors: { form: "Whole form is wrong" } });
  });
});
