import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { account, auditEvents, user, userRoles } from "~/db/schema";
import { accountExists, createOrPromoteAdmin } from "~/lib/accounts/accounts.server";
import { setUpTestDatabase } from "../support/database";

describe("createOrPromoteAdmin", () => {
  const database = setUpTestDatabase();

  const auditRowsFor = (userId: string) =>
    database().db.select().from(auditEvents).where(eq(auditEvents.resourceId, userId));
  const tableCounts = async () => {
    const [[users], [accounts], [roles], [audits]] = await Promise.all([
      database().db.select({ n: count() }).from(user),
      database().db.select({ n: count() }).from(account),
      database().db.select({ n: count() }).from(userRoles),
      database().db.select({ n: count() }).from(auditEvents),
    ]);
    return { users: users.n, accounts: accounts.n, roles: roles.n, audits: audits.n };
  };

  it("creates a verified admin with a credential account and an audit record", async () => {
    const result = await createOrPromoteAdmin(database().db, {
      email: "  Owner@Example.CO.ZA ",
      password: "a long admin password",
    });
    expect(result).toEqual({ userId: expect.any(String), created: true, alreadyAdmin: false });

    const [created] = await database().db.select().from(user).where(eq(user.id, result.userId));
    expect(created).toMatchObject({ email: "owner@example.co.za", name: "owner", emailVerified: true });

    const accounts = await database().db.select().from(account).where(eq(account.userId, result.userId));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ providerId: "credential", accountId: result.userId });
    expect(accounts[0].password).not.toBe("a long admin password");
    expect(await verifyPassword({ hash: accounts[0].password!, password: "a long admin password" })).toBe(true);

    const roles = await database().db.select().from(userRoles).where(eq(userRoles.userId, result.userId));
    expect(roles.map((r) => r.role)).toEqual(["admin"]);

    const audits = await auditRowsFor(result.userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "user_role_granted",
      resourceType: "user",
      resourceId: result.userId,
      details: { role: "admin", via: "admin:create", created: true },
    });
    expect(await accountExists(database().db, " OWNER@example.co.za")).toBe(true);
  });

  it("reports alreadyAdmin on a second call and writes nothing more", async () => {
    const before = await tableCounts();
    const result = await createOrPromoteAdmin(database().db, {
      email: "owner@example.co.za",
      password: "a different password",
    });
    expect(result).toMatchObject({ created: false, alreadyAdmin: true });
    expect(await tableCounts()).toEqual(before);
    const [credential] = await database().db.select().from(account).where(eq(account.userId, result.userId));
    expect(await verifyPassword({ hash: credential.password!, password: "a long admin password" })).toBe(true);
  });

  it("promotes and verifies an existing unverified user without changing the password", async () => {
    const userId = crypto.randomUUID();
    const hash = await hashPassword("the member's own password");
    await database()
      .db.insert(user)
      .values({ id: userId, email: "member@example.co.za", name: "Member", emailVerified: false });
    await database().db.insert(account).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hash,
    });

    const result = await createOrPromoteAdmin(database().db, {
      email: "Member@example.co.za",
      password: "ignored new password",
    });
    expect(result).toEqual({ userId, created: false, alreadyAdmin: false });

    const [promoted] = await database().db.select().from(user).where(eq(user.id, userId));
    expect(promoted.emailVerified).toBe(true);
    expect(promoted.name).toBe("Member");
    const accounts = await database().db.select().from(account).where(eq(account.userId, userId));
    expect(accounts).toHaveLength(1);
    expect(accounts[0].password).toBe(hash);
    expect(
      (await database().db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role),
    ).toEqual(["admin"]);

    const audits = await auditRowsFor(userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "user_role_granted", details: { role: "admin", created: false } });

    // Promoting needs no password at all.
    expect(await createOrPromoteAdmin(database().db, { email: "member@example.co.za" })).toEqual({
      userId,
      created: false,
      alreadyAdmin: true,
    });
    expect(await auditRowsFor(userId)).toHaveLength(1);
  });

  it("makes an editor an admin in place of their role, and the audit names the role before", async () => {
    const userId = crypto.randomUUID();
    await database()
      .db.insert(user)
      .values({ id: userId, email: "editor@example.co.za", name: "Editor", emailVerified: true });
    await database().db.insert(userRoles).values({ userId, role: "editor" });

    expect(await createOrPromoteAdmin(database().db, { email: "editor@example.co.za" })).toEqual({
      userId,
      created: false,
      alreadyAdmin: false,
    });
    expect(
      (await database().db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role),
    ).toEqual(["admin"]);
    const audits = await auditRowsFor(userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "user_role_granted",
      details: { role: "admin", previous: "editor", via: "admin:create" },
    });
  });

  it("rejects a short or missing password for a new account and creates nothing", async () => {
    const before = await tableCounts();
    await expect(
      createOrPromoteAdmin(database().db, { email: "new@example.co.za", password: "short" }),
    ).rejects.toThrow("Invalid password: Password must be at least 12 characters");
    await expect(createOrPromoteAdmin(database().db, { email: "new@example.co.za" })).rejects.toThrow(
      /^Invalid password: /,
    );
    await expect(
      createOrPromoteAdmin(database().db, { email: "new@example.co.za", password: "x".repeat(129) }),
    ).rejects.toThrow("Invalid password: Password must be at most 128 characters");
    expect(await tableCounts()).toEqual(before);
    expect(await accountExists(database().db, "new@example.co.za")).toBe(false);
  });

  it.each(["not-an-email", "a@b", ""])("rejects the email %j and creates nothing", async (email) => {
    const before = await tableCounts();
    await expect(createOrPromoteAdmin(database().db, { email, password: "a long admin password" })).rejects.toThrow(
      /^Invalid email: /,
    );
    expect(await tableCounts()).toEqual(before);
  });
});
