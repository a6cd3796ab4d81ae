import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { adminToken, signedInAdminPage } from "./support/admin.ts";
import { baseUrl, expectNoAxeViolations, launchBrowser, nativeQuestions, newPage, VIEWPORTS, visit, wouldAskBeforeUnload } from "./support/browser.ts";
import { toast } from "./support/toasts.ts";
import { emailWhere } from "./support/mail.ts";
import { startBuiltServer, type StartedServer } from "./support/server.ts";
import { type PrivatePostgres, startPrivatePostgres } from "#tests/support/private-postgres.ts";
import { type ReceivedEmail, type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";

/** Issue 14's browser journeys: invite an editor who writes a post and is refused the inbox; reset a password; two-factor sign-in. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);
const STRONG = "violet kettle orbit mangrove 42";

/** The path and query of the newest link to `path` in the newest email to `to`. */
async function linkIn(to: string, path: string, after = 0): Promise<string> {
  const mail = await emailWhere((email) => email.to.includes(to) && email.text.includes(path) && Date.parse(email.receivedAt) >= after);
  const url = new URL(mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`))![0]);
  return `${url.pathname}${url.search}`;
}

/** An account made through the API as the e2e owner: invited, accepted with STRONG. */
async function teammate(email: string, role: "editor" | "sales") {
  const authorization = `Bearer ${await adminToken()}`;
  const invited = await fetch(`${baseUrl()}/api/admin/users`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ email, role }),
  });
  expect(invited.status).toBe(201);
  const token = new URLSearchParams((await linkIn(email, "/admin/accept-invite")).split("?")[1]).get("token");
  const accepted = await fetch(`${baseUrl()}/api/admin/invitations/accept`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, name: `Teammate ${role}`, password: STRONG }),
  });
  expect(accepted.status).toBe(200);
}

/** The role stored for a staff member, read through the API as the e2e owner. */
async function staffRole(email: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl()}/api/admin/users`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  const { data } = (await response.json()) as { data: Array<{ email: string; role: string }> };
  return data.find((member) => member.email === email)?.role;
}

/** The status stored for a staff member ("active", "invited", "disabled"), read through the API as the e2e owner. */
async function staffStatus(email: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl()}/api/admin/users`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  const { data } = (await response.json()) as { data: Array<{ email: string; status: string }> };
  return data.find((member) => member.email === email)?.status;
}

async function signIn(page: Page, email: string, password: string) {
  await visit(page, "/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("staff accounts", () => {
  it("the owner invites an editor, who accepts, writes a post and is refused the inbox", async () => {
    const email = `editor-${run}@vistaar.example`;
    const owner = await signedInAdminPage(browser, "/admin/staff");
    await owner.getByRole("button", { name: "Invite someone" }).click();
    const dialog = owner.getByRole("dialog", { name: "Invite someone" });
    await dialog.getByLabel("Email*").fill(email);
    await dialog.getByLabel("Name").fill("Nisha Desai");
    await dialog.getByLabel("Role*").selectOption("editor");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await toast(owner, "Invitation sent");
    const row = owner.getByRole("row").filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain("Invited");
    await owner.context().close();

    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await visit(page, await linkIn(email, "/admin/accept-invite"));
    // A working link shows the form (the dead ones' pages are checked by the axe test below): which
    // address and role are joining, and the name the owner gave, kept unless they change it.
    await page.getByLabel("Your name").waitFor();
    await page.getByText(`You're joining as ${email} (Editor).`).waitFor();
    expect(await page.getByLabel("Your name").inputValue()).toBe("Nisha Desai");
    await expectNoAxeViolations(page);
    await page.getByLabel("Password").fill(STRONG);
    await page.getByRole("button", { name: "Accept and sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    const sidebar = page.getByRole("complementary", { name: "Admin" }).getByRole("navigation", { name: "Admin sections" });
    await sidebar.getByRole("link", { name: "Blog" }).waitFor();
    expect(await sidebar.getByRole("link").allTextContents()).toEqual(["Dashboard", "Portfolio", "Blog", "Media", "Site content", "Content", "Projects", "Account"]);

    await sidebar.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    const title = `Written by an editor ${run}`;
    await form.getByLabel("Title*").fill(title);
    await form.getByLabel("Content*").fill("A first post from the new editor.");
    await form.getByLabel("Author*").fill("Nisha Desai");
    await form.getByLabel("Status").selectOption("draft");
    // Editors may upload images (media is theirs).
    await form.locator('input[type="file"]').setInputFiles(path.join(PROJECT_ROOT, "tests/fixtures/cafe-photo.jpg"));
    await toast(page, "Image uploaded successfully");
    await form.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Blog post created successfully");

    // The API is not asked for what it would refuse: the layout says so instead.
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    for (const [path, label] of [["/admin/contacts", "Contacts"], ["/admin/staff", "Staff"]]) {
      await visit(page, path!);
      await page.getByRole("heading", { level: 1, name: `No access to ${label}` }).waitFor();
      await page.getByRole("alert").filter({ hasText: "You do not have permission to do this." }).first().waitFor();
      expect(await page.getByRole("table").count()).toBe(0);
      // Said once, in the page: no toast repeats it.
      await page.waitForTimeout(300);
      expect(await page.getByRole("status").filter({ hasText: "You do not have permission" }).count()).toBe(0);
    }
    expect(refused).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Go to Projects" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
    await page.context().close();
  });

  it("follows a role the owner changes while the panel is open: the next refused screen says 'No access' and the sidebar follows", async () => {
    const email = `moved-role-${run}@vistaar.example`;
    await teammate(email, "editor");
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, email, STRONG);
    await page.waitForURL((url) => url.pathname === "/admin");
    const sidebar = page.getByRole("complementary", { name: "Admin" });
    await sidebar.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Blog" }).click();
    await page.getByRole("heading", { level: 1, name: "Blog Management" }).waitFor();

    // The owner makes them Sales while this tab is open on the blog.
    const authorization = `Bearer ${await adminToken()}`;
    const { data } = (await (await fetch(`${baseUrl()}/api/admin/users`, { headers: { authorization } })).json()) as { data: Array<{ id: string; email: string }> };
    const id = data.find((member) => member.email === email)!.id;
    const changed = await fetch(`${baseUrl()}/api/admin/users/${id}`, {
      method: "PATCH",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ role: "sales" }),
    });
    expect(changed.status).toBe(200);

    await sidebar.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Portfolio" }).click();
    await page.getByRole("heading", { level: 1, name: "No access to Portfolio" }).waitFor();
    await expect.poll(() => sidebar.getByRole("navigation", { name: "Admin sections" }).getByRole("link").allTextContents()).toEqual(["Dashboard", "Contacts", "Subscribers", "Account"]);
    await sidebar.getByText("Sales", { exact: true }).waitFor();
    // Said once, by the page: no list claiming '0 items' under it, and no 'New Item'.
    expect(await page.getByRole("button", { name: "New Item" }).count()).toBe(0);
    await page.getByRole("main").getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.context().close();
  });

  it("saves a role picked in the list with 'Save role', and asks first before making someone an owner or taking it away", async () => {
    const email = `roles-${run}-${Date.now().toString(36)}@vistaar.example`;
    await teammate(email, "sales");
    const owner = await signedInAdminPage(browser, "/admin/staff");
    // The only active owner's own role is not offered (the server would refuse it), and the row says why.
    const ownRole = owner.getByRole("row").filter({ hasText: "(you)" }).getByLabel(/^Role of /);
    const onlyOwner = "The only owner: make someone else an owner to change it.";
    expect(await ownRole.isDisabled()).toBe(true);
    expect(await ownRole.getAttribute("aria-describedby").then((id) => owner.locator(`#${id}`).textContent())).toBe(onlyOwner);
    const row = owner.getByRole("row").filter({ hasText: email });
    const role = row.getByLabel(/^Role of /);
    const saveRole = row.getByRole("button", { name: "Save role" });
    // Moving through the roles with the keyboard saves nothing; Cancel puts the role back.
    await role.focus();
    await owner.keyboard.press("ArrowUp");
    await saveRole.waitFor();
    expect(await role.inputValue()).toBe("editor");
    expect(await staffRole(email)).toBe("sales");
    await row.getByRole("button", { name: "Cancel" }).click();
    expect(await role.inputValue()).toBe("sales");
    expect(await saveRole.count()).toBe(0);

    await role.selectOption("editor");
    expect(await staffRole(email)).toBe("sales");
    await saveRole.click();
    await toast(owner, "Staff member updated");
    await expect.poll(async () => (await staffRole(email))).toBe("editor");

    await role.selectOption("owner");
    await saveRole.click();
    const ask = owner.getByRole("dialog", { name: "Make an owner" });
    await ask.getByText("Owners manage everything: staff, roles, settings and the activity log.", { exact: false }).waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await role.inputValue()).toBe("editor");

    await role.selectOption("owner");
    await saveRole.click();
    await ask.getByRole("button", { name: "Change role" }).click();
    await ask.waitFor({ state: "hidden" });
    await expect.poll(() => role.inputValue()).toBe("owner");
    // With a second owner, an owner may step down, and is asked in their own words.
    await expect.poll(() => ownRole.isDisabled()).toBe(false);
    await ownRole.selectOption("editor");
    await owner.getByRole("row").filter({ hasText: "(you)" }).getByRole("button", { name: "Save role" }).click();
    const stepDown = owner.getByRole("dialog", { name: "Remove an owner" });
    await stepDown.getByText("Make yourself editor instead of owner? You will no longer manage staff, settings or the activity log.").waitFor();
    await stepDown.getByRole("button", { name: "Cancel" }).click();
    await stepDown.waitFor({ state: "hidden" });
    expect(await ownRole.inputValue()).toBe("owner");

    await role.selectOption("sales");
    await saveRole.click();
    const remove = owner.getByRole("dialog", { name: "Remove an owner" });
    await remove.getByRole("button", { name: "Change role" }).click();
    // The dialog closes once the change is saved (the toast may still be the last one's).
    await remove.waitFor({ state: "hidden" });
    await expect.poll(() => role.inputValue()).toBe("sales");
    expect(await staffRole(email)).toBe("sales");
    await expect.poll(() => ownRole.isDisabled()).toBe(true);
    await owner.getByText(onlyOwner).waitFor();
    await owner.context().close();
  });

  it("resets a forgotten password with the emailed link, then signs in with the new one", async () => {
    const email = `sales-${run}@vistaar.example`;
    await teammate(email, "sales");
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await visit(page, "/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/forgot-password");
    const asked = Date.now();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await page.getByText("If that address has an account, a link is on its way.").first().waitFor();

    await visit(page, await linkIn(email, "/admin/reset-password", asked - 1000));
    await page.getByLabel("New password").fill("password1234");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("This password is too common or easy to guess").first().waitFor();
    await page.getByLabel("New password").fill(`${STRONG} renewed`);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("Your password has been changed. Sign in with your new password.").first().waitFor();
    // The account's address is told, in case it was not them.
    const notice = await emailWhere((mail) => mail.to.includes(email) && / admin password was changed$/.test(mail.subject));
    expect(notice.text).toContain("with a reset link sent to this address. Every session was signed out.");
    expect(notice.text).toContain("/admin/forgot-password");

    await signIn(page, email, `${STRONG} renewed`);
    // Sales staff start at the dashboard (the projects page is not theirs).
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.context().close();
  });

  it("changes the sign-in address only when the person confirms it from the emailed link, then signs in with it", async () => {
    const email = `mover-${run}@vistaar.example`;
    const moved = `moved-${run}@vistaar.example`;
    await teammate(email, "editor");
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await signIn(page, email, STRONG);
    await page.waitForURL((url) => url.pathname !== "/admin/login");
    await visit(page, "/admin/account");
    const asked = Date.now();
    const section = page.getByRole("region", { name: "Email" });
    await section.getByLabel("New email").fill(moved);
    await section.getByLabel("Your password").fill(STRONG);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    const link = await linkIn(moved, "/admin/confirm-email", asked - 1000);

    // Opening the link (as a mail scanner does, running the page's scripts) changes nothing.
    const opened = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await visit(opened, link);
    const confirm = opened.getByRole("button", { name: "Confirm my new address" });
    await confirm.waitFor();
    expect(await staffRole(email)).toBe("editor");
    expect(await staffRole(moved)).toBeUndefined();

    await confirm.click();
    await opened.getByText("Your email address has been changed.").first().waitFor();
    expect(await staffRole(moved)).toBe("editor");
    expect(await staffRole(email)).toBeUndefined();
    await opened.getByRole("link", { name: "Sign in with your new address" }).click();
    await opened.waitForURL((url) => url.pathname === "/admin/login");
    await signIn(opened, moved, STRONG);
    await opened.waitForURL((url) => url.pathname !== "/admin/login");

    // The link worked once: opened again, it says so at once, without offering the button.
    await visit(opened, link);
    await opened.getByRole("heading", { level: 1, name: "This confirmation link no longer works" }).waitFor();
    await opened.getByText("This confirmation link has expired or was already used.").first().waitFor();
    expect(await opened.getByRole("button", { name: "Confirm my new address" }).count()).toBe(0);
    await page.context().close();
    await opened.context().close();
  });

  it("turns on two-factor sign-in from the account page and signs in with a code", async () => {
    const email = `twofactor-${run}@vistaar.example`;
    await teammate(email, "editor");
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, email, STRONG);
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/account");
    // Started, then not now: back to where it was, still off.
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    await page.getByRole("region", { name: "Two-factor sign-in" }).getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    const turnOn = section.getByRole("button", { name: "Turn on two-factor sign-in" });
    // The password is asked for with the code (decision 066); left blank, the form says so at its field.
    await section.getByLabel("Code from the app").fill(totp.generate());
    await turnOn.click();
    await section.getByText("Password is required").waitFor();
    // A wrong password: refused at its field, and two-factor sign-in stays off.
    await section.getByLabel("Your password").fill(`${STRONG} wrong`);
    await turnOn.click();
    await section.getByText("Your current password is not correct").waitFor();
    // A wrong code: no recovery codes exist yet, so the message asks for the app's code only.
    await section.getByLabel("Your password").fill(STRONG);
    await section.getByLabel("Code from the app").fill(totp.generate() === "000000" ? "111111" : "000000");
    await turnOn.click();
    await page.getByText("That code is not valid. Enter the 6-digit code your app shows now.").first().waitFor();
    // Kept: signing in with it again, seconds later, is refused as already used.
    const enablingCode = totp.generate();
    await section.getByLabel("Code from the app").fill(enablingCode);
    await turnOn.click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole("button", { name: "I have saved them" }).click();

    await page.getByRole("complementary", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await signIn(page, email, STRONG);
    await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    // The code that turned it on (within the same 30 s, or the next): each code works once, and the
    // message says to wait for the next one rather than that the code is wrong.
    await page.getByLabel("Code").fill(enablingCode);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByText("That code was just used. Wait for the next code from your app, or enter an unused recovery code.").first().waitFor();
    expect(await page.getByText("That code is not valid", { exact: false }).count()).toBe(0);
    // The code of the next 30-second step: inside the accepted window, and newer than the one just used.
    await page.getByLabel("Code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.context().close();

    // The owner's activity log says so in words as written: the kind as the filter names it, "two-factor" with its hyphen.
    const owner = await signedInAdminPage(browser, "/admin/activity");
    const entry = owner.getByRole("row").filter({ hasText: email }).filter({ hasText: "two-factor enabled" }).first();
    await entry.waitFor();
    expect(await entry.getByText("Accounts and passwords", { exact: true }).evaluate((element) => element.textContent === (element as HTMLElement).innerText)).toBe(true);
    await owner.context().close();
  });

  it("after 'Change password', the Sessions list on the same page no longer offers the sessions the server ended", async () => {
    const email = `sessions-${run}-${Date.now().toString(36)}@vistaar.example`;
    // Accepting the invitation through the API signed them in: that session is the "other device".
    await teammate(email, "editor");
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, email, STRONG);
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/account");
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    const others = sessions.getByRole("button", { name: /^End the session on / });
    await expect.poll(() => others.count()).toBeGreaterThan(0);

    const password = page.getByRole("region", { name: "Password", exact: true });
    await password.getByLabel("Current password").fill(STRONG);
    await password.getByLabel("New password").fill(`${STRONG} changed`);
    await password.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed");
    // Without a reload: the toast comes once the refreshed list is on screen.
    expect(await others.count()).toBe(0);
    expect(await sessions.locator("tbody tr").count()).toBe(1);
    await sessions.getByText("This device", { exact: true }).waitFor();
    await page.context().close();
  });

  it("asks before disabling someone (it signs them out at once), enables without asking, and says which it did", async () => {
    const email = `disable-${run}-${Date.now().toString(36)}@vistaar.example`;
    await teammate(email, "editor");
    const owner = await signedInAdminPage(browser, "/admin/staff");
    const row = owner.getByRole("row").filter({ hasText: email });
    await row.waitFor();
    const ask = owner.getByRole("dialog", { name: "Disable account" });

    // Asked, with whom it is about; Cancel changes nothing.
    await row.getByRole("button", { name: "Disable Teammate editor" }).click();
    await ask.getByText("Disable Teammate editor's account? They are signed out at once and cannot sign in until enabled again.").waitFor();
    await ask.getByText(email, { exact: true }).waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await staffStatus(email)).toBe("active");

    await row.getByRole("button", { name: "Disable Teammate editor" }).click();
    await ask.getByRole("button", { name: "Disable", exact: true }).click();
    await toast(owner, "Account disabled");
    await ask.waitFor({ state: "hidden" });
    expect(await staffStatus(email)).toBe("disabled");
    await expect.poll(() => row.innerText()).toContain("Disabled");

    // Enabling signs nobody out: no question.
    await row.getByRole("button", { name: "Enable Teammate editor" }).click();
    await toast(owner, "Account enabled");
    expect(await owner.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => staffStatus(email)).toBe("active");
    await owner.context().close();
  });

  it("the account page asks before a link, Back or Logout throws away an edit in any of its forms, and not once it is saved or put back", async () => {
    // A staff member of its own, named per attempt: the suite's owner keeps its name, email and password.
    const attempt = `${run}-${Date.now().toString(36)}`;
    const email = `unsaved-${attempt}@vistaar.example`;
    await teammate(email, "editor");
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, email, STRONG);
    await page.waitForURL((url) => url.pathname === "/admin");
    let answer: "accept" | "dismiss" = "dismiss";
    const asked = nativeQuestions(page, () => answer);
    const question = "You have unsaved changes. Leave without saving them?";
    const sidebar = page.getByRole("complementary", { name: "Admin" });
    const onAccount = () => expect.poll(() => new URL(page.url()).pathname).toBe("/admin/account");
    await sidebar.getByRole("link", { name: "Account" }).click();
    await onAccount();
    const name = page.getByRole("region", { name: "Name", exact: true }).getByLabel("Name");
    const newEmail = page.getByRole("region", { name: "Email", exact: true }).getByLabel("New email");
    const currentPassword = page.getByRole("region", { name: "Password", exact: true }).getByLabel("Current password");
    const twoFactor = page.getByRole("region", { name: "Two-factor sign-in" });
    await name.waitFor();
    expect(await wouldAskBeforeUnload(page)).toBe(false);

    // An edit in the name: a sidebar link and Back ask; answered Cancel, the edit is still there.
    await name.fill(`Renamed ${attempt}`);
    await expect.poll(() => wouldAskBeforeUnload(page)).toBe(true);
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await expect.poll(() => asked).toEqual([question]);
    await onAccount();
    await page.goBack();
    await expect.poll(() => asked).toEqual([question, question]);
    await onAccount();
    expect(await name.inputValue()).toBe(`Renamed ${attempt}`);

    // Saved: nothing to ask.
    await page.getByRole("region", { name: "Name", exact: true }).getByRole("button", { name: "Save" }).click();
    await toast(page, "Name saved");
    // The sidebar names them as they are now called, without a reload.
    await sidebar.getByText(`Renamed ${attempt}`, { exact: true }).waitFor();
    await expect.poll(() => wouldAskBeforeUnload(page)).toBe(false);
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    expect(asked).toHaveLength(2);
    await sidebar.getByRole("link", { name: "Account" }).click();
    await onAccount();

    // Edits in two forms: the email put back, the password form's edit still keeps the staff member.
    await newEmail.fill(`new-${email}`);
    await expect.poll(() => wouldAskBeforeUnload(page)).toBe(true);
    await currentPassword.fill(STRONG);
    await newEmail.fill("");
    expect(await wouldAskBeforeUnload(page)).toBe(true);
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await expect.poll(() => asked).toHaveLength(3);
    await onAccount();
    expect(await currentPassword.inputValue()).toBe(STRONG);
    await currentPassword.fill("");
    await expect.poll(() => wouldAskBeforeUnload(page)).toBe(false);

    // A typed code in the two-factor set-up: its Cancel asks too.
    await twoFactor.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await twoFactor.getByLabel("Code from the app").fill("123456");
    expect(await wouldAskBeforeUnload(page)).toBe(true);
    await twoFactor.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toHaveLength(4);
    expect(await twoFactor.getByLabel("Code from the app").inputValue()).toBe("123456");
    answer = "accept";
    await twoFactor.getByRole("button", { name: "Cancel" }).click();
    await twoFactor.getByRole("button", { name: "Set up two-factor sign-in" }).waitFor();
    expect(asked).toHaveLength(5);
    expect(await wouldAskBeforeUnload(page)).toBe(false);

    // Answered OK, the link leaves (and nothing is left armed); Logout asks as every admin page does.
    await name.fill(`Renamed again ${attempt}`);
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    expect(asked).toHaveLength(6);
    // The address changes before React has drawn the next page (a transition): the form lets go as it goes.
    await expect.poll(() => wouldAskBeforeUnload(page)).toBe(false);
    await sidebar.getByRole("link", { name: "Account" }).click();
    await onAccount();
    await name.fill(`Renamed once more ${attempt}`);
    await sidebar.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    expect(asked).toEqual(Array(7).fill(question));
    await page.context().close();
  });

  it("on a phone, a menu link that would throw away an edit asks, and answered Cancel the menu is closed over the kept edit (390 px)", async () => {
    const page = await signedInAdminPage(browser, "/admin/account", { viewport: VIEWPORTS.mobile });
    const asked = nativeQuestions(page, "dismiss");
    const name = page.getByRole("region", { name: "Name", exact: true }).getByLabel("Name");
    const typed = `${await name.inputValue()} (typed ${Date.now().toString(36)})`;
    await name.fill(typed);
    await expect.poll(() => wouldAskBeforeUnload(page)).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Admin menu" });
    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave without saving them?"]);
    await menu.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/account");
    expect(await name.inputValue()).toBe(typed);
    expect(await name.isVisible()).toBe(true);
    await page.context().close();
  });

  it("a used invitation link and a dead reset link say so as the page opens, with the way forward instead of the form", async () => {
    const email = `used-${run}@vistaar.example`;
    // Accepted through the API: the emailed link has been used.
    await teammate(email, "sales");
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await visit(page, await linkIn(email, "/admin/accept-invite"));
    await page.getByRole("heading", { level: 1, name: "This invitation link no longer works" }).waitFor();
    await page.getByRole("alert").filter({ hasText: "This invitation link is not valid any more. Ask the owner to send a new one." }).waitFor();
    expect(await page.getByLabel("Your name").count()).toBe(0);
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");

    for (const path of ["/admin/reset-password?token=an-old-link", "/admin/reset-password"]) {
      await visit(page, path);
      await page.getByRole("heading", { level: 1, name: "This reset link no longer works" }).waitFor();
      await page.getByRole("alert").filter({ hasText: "This reset link has expired or was already used. Ask for a new one." }).waitFor();
      expect(await page.getByLabel("New password").count()).toBe(0);
    }
    await page.getByRole("link", { name: "Send me a new link" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/forgot-password");
    await page.context().close();
  });

  it("the sign-in, password, invitation and email-confirmation pages have no axe violations, at both sizes and in both themes", async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await newPage(browser, { viewport, colorScheme });
        for (const pathname of ["/admin/forgot-password", "/admin/reset-password?token=x", "/admin/accept-invite?token=x", "/admin/confirm-email?token=x"]) {
          await visit(page, pathname);
          await page.getByRole("heading", { level: 1 }).waitFor();
          await expectNoAxeViolations(page);
        }
        await page.context().close();
      }
    }
  });
});

/**
 * "Require two-factor sign-in for all staff" is the whole panel's setting, and the suite's other files
 * share its server (support/global-setup.ts): these journeys get a server, database and SMTP sink of
 * their own, and put the state in place through the real API, as staff would.
 */
describe("staff accounts while two-factor sign-in is required for all staff", () => {
  const OWNER = { email: "first-owner@vistaar.example", password: "saffron lantern quietly 77 harbour" };
  const EDITOR = "required-editor@vistaar.example";
  let tempDir: string;
  let smtp: SmtpSink;
  let server: StartedServer;
  let ownerToken: string;
  /** Each account's authenticator secret, and the newest 30-second step whose code was used. */
  const secrets = new Map<string, string>();
  const lastStep = new Map<string, number>();

  beforeAll(async () => {
    tempDir = mkdtempSync(path.join(os.tmpdir(), "vistaar-2fa-required-"));
    smtp = await startSmtpSink();
    server = await startBuiltServer({
      DATA_DIR: path.join(tempDir, "data"),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: smtp.url,
      STAFF_EMAIL: "staff@vistaar.example",
      LOGIN_RATE_LIMIT_PER_15_MINUTES: "1000",
    });
    const signedIn = await api<{ token: string }>("POST", "/api/admin/login", { json: OWNER });
    ownerToken = signedIn.token;
    // Requiring it for everyone needs the owner's own first; the editor has theirs too.
    await turnOnTwoFactor(OWNER.email, ownerToken);
    await turnOnTwoFactor(EDITOR, await invite(EDITOR, "editor"));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  /** Calls this server's API; fails on any answer but `expected`. */
  async function api<T>(method: string, apiPath: string, init: { token?: string; json?: unknown; expected?: number } = {}): Promise<T> {
    const response = await fetch(`${server.url}${apiPath}`, {
      method,
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { "content-type": "application/json" } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    const text = await response.text();
    expect(response.status, `${method} ${apiPath}: ${text}`).toBe(init.expected ?? 200);
    return JSON.parse(text) as T;
  }

  /** Invites `email` as the first owner and accepts the emailed invitation for them: their bearer token. */
  async function invite(email: string, role: "owner" | "editor"): Promise<string> {
    await api("POST", "/api/admin/users", { token: ownerToken, json: { email, role }, expected: 201 });
    const link = /https?:\/\/\S+\/admin\/accept-invite\?token=[\w%-]+/;
    // Sent through the outbox, a moment later (a wait of our own: expect.poll only works inside a test, and this runs in beforeAll too).
    const deadline = Date.now() + 20_000;
    let mail: ReceivedEmail | undefined;
    while (!(mail = smtp.received.filter((received) => received.to.includes(email) && link.test(received.text)).at(-1))) {
      if (Date.now() > deadline) throw new Error(`No invitation email to ${email} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = new URL(mail.text.match(link)![0]).searchParams.get("token");
    const accepted = await api<{ token: string }>("POST", "/api/admin/invitations/accept", { json: { token, name: `Nisha ${role}`, password: STRONG } });
    return accepted.token;
  }

  /** The code an authenticator app shows for `email`'s secret, from a step after the last one used (codes work once). */
  async function nextCode(email: string): Promise<string> {
    const totp = new TOTP({ secret: Secret.fromBase32(secrets.get(email)!), digits: 6, period: 30, algorithm: "SHA1" });
    for (;;) {
      const now = Math.floor(Date.now() / 30_000);
      const step = Math.max(now, (lastStep.get(email) ?? now) + 1);
      // The server takes a code one step either side of now.
      if (step <= now + 1) {
        lastStep.set(email, step);
        return totp.generate({ timestamp: step * 30_000 });
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 50));
    }
  }

  /** Sets up two-factor sign-in for the account behind `token` and confirms it with a code, as the account page does. */
  async function turnOnTwoFactor(email: string, token: string) {
    const { secret } = await api<{ secret: string }>("POST", "/api/admin/2fa/setup", { token, json: {} });
    secrets.set(email, secret);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
    const now = Math.floor(Date.now() / 30_000);
    await api("POST", "/api/admin/2fa/enable", { token, json: { code: totp.generate({ timestamp: now * 30_000 }) } });
    lastStep.set(email, now);
  }

  const requireTwoFactor = (required: boolean) =>
    api("PATCH", "/api/admin/settings", { token: ownerToken, json: { requireTwoFactor: required } });
  const readSettings = () => api<{ requireTwoFactor: boolean }>("GET", "/api/admin/settings", { token: ownerToken });

  /** A page on this server, signed in through the real form (with a code when the account has two-factor sign-in), left on `to`. */
  async function signedInPage(email: string, password: string, to: string, landsOn = to): Promise<Page> {
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop, baseURL: server.url });
    await visit(page, `/admin/login?redirect=${encodeURIComponent(to)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    if (secrets.has(email)) {
      await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      await page.getByLabel("Code").fill(await nextCode(email));
      await page.getByRole("button", { name: "Verify and sign in" }).click();
    }
    await page.waitForURL((url) => url.pathname === landsOn);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    return page;
  }

  it("while two-factor sign-in is required, the account page says why it stays on instead of offering 'Turn off'", async () => {
    await requireTwoFactor(true);
    const owner = await signedInPage(OWNER.email, OWNER.password, "/admin/account");
    const section = owner.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByText("Two-factor sign-in is required for all staff, so you cannot turn yours off. Stop requiring it on the Staff page first.").waitFor();
    expect(await section.getByRole("button", { name: "Turn off" }).count()).toBe(0);
    expect(await section.getByLabel("Your password").count()).toBe(0);
    await section.getByRole("link", { name: "Go to the Staff page" }).click();
    await owner.waitForURL((url) => url.pathname === "/admin/staff");
    await owner.getByRole("button", { name: "Stop requiring two-factor sign-in" }).waitFor();
    await owner.context().close();

    const editor = await signedInPage(EDITOR, STRONG, "/admin/account");
    const editorSection = editor.getByRole("region", { name: "Two-factor sign-in" });
    await editorSection.getByText("The owner requires two-factor sign-in for all staff, so you cannot turn yours off.").waitFor();
    expect(await editorSection.getByRole("link").count()).toBe(0);
    expect(await editorSection.getByRole("button", { name: "Turn off" }).count()).toBe(0);
    await editor.context().close();
    expect(await readSettings()).toEqual({ requireTwoFactor: true });
  });

  it("someone who must set up two-factor sign-in is sent to the account page and sets it up there, with the code and their password", async () => {
    await requireTwoFactor(true);
    const email = `required-newcomer-${Date.now().toString(36)}@vistaar.example`;
    await invite(email, "editor");
    const editor = await signedInPage(email, STRONG, "/admin/blog", "/admin/account");
    const section = editor.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await section.getByTestId("totp-secret").textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
    await section.getByLabel("Code from the app").fill(totp.generate());
    await section.getByLabel("Your password").fill(STRONG);
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await section.getByRole("list", { name: "Recovery codes" }).waitFor();
    await editor.getByRole("alert").filter({ hasText: "The owner requires two-factor sign-in." }).waitFor({ state: "detached" });
    // The rest of the panel is open to them now.
    await visit(editor, "/admin/blog");
    await editor.getByRole("heading", { name: "Blog Management" }).waitFor();
    expect(new URL(editor.url()).pathname).toBe("/admin/blog");
    await editor.context().close();
  });

  it("an owner who must set up two-factor sign-in can stop requiring it from the account page, the one page open to them", async () => {
    await requireTwoFactor(true);
    // An owner who joins while it is required has no second factor yet: like everyone without one, they must set it up first.
    const email = `second-owner-${Date.now().toString(36)}@vistaar.example`;
    await invite(email, "owner");
    const owner = await signedInPage(email, STRONG, "/admin/staff", "/admin/account");
    // Every other page sends them back.
    await visit(owner, "/admin/staff");
    await owner.waitForURL((url) => url.pathname === "/admin/account");
    const banner = owner.getByRole("alert").filter({ hasText: "The owner requires two-factor sign-in." });
    await banner.getByText("As an owner, you can instead stop requiring it for everyone.").waitFor();
    await banner.getByRole("button", { name: "Stop requiring two-factor sign-in" }).click();
    await toast(owner, "Settings saved");
    await banner.waitFor({ state: "detached" });
    expect(await readSettings()).toEqual({ requireTwoFactor: false });
    // And the rest of the panel is open to them again.
    await visit(owner, "/admin/staff");
    await owner.getByRole("button", { name: "Require two-factor sign-in for all staff" }).waitFor();
    expect(new URL(owner.url()).pathname).toBe("/admin/staff");
    await owner.context().close();
  });
});

describe("an owner whose sign-in is old", () => {
  // A server of its own on PostgreSQL, so the test can make the session's sign-in older while it runs
  // (the shared server's embedded database belongs to its process).
  const OWNER = { email: "old-sign-in-owner@vistaar.example", password: "monsoon teapot ladder 58 quietly" };
  let database: PrivatePostgres;
  let smtp: SmtpSink;
  let server: StartedServer;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    smtp = await startSmtpSink();
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      SEED_DEMO_CONTENT: "false",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: smtp.url,
      STAFF_EMAIL: "staff@vistaar.example",
      LOGIN_RATE_LIMIT_PER_15_MINUTES: "1000",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.stop();
  });

  it("invites an owner, asked for the password in the same dialog with the address kept, and the invitation is sent once it is typed; disabling an owner asks the same way", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop, baseURL: server.url });
    await visit(page, `/admin/login?redirect=${encodeURIComponent("/admin/staff")}`);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/staff");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });

    // This tab signed in 16 minutes ago, as far as the server can tell (it goes by the session's row).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("UPDATE admin_sessions SET created_at = now() - interval '16 minutes'");
    } finally {
      await client.end();
    }

    const email = `second-owner-${run}@vistaar.example`;
    await page.getByRole("button", { name: "Invite someone" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite someone" });
    await dialog.getByLabel("Email*").fill(email);
    await dialog.getByLabel("Role*").selectOption("owner");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    const password = dialog.getByLabel("Your password");
    await password.waitFor();
    // Said at the field (and in the toast).
    const fieldMessage = await password.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${fieldMessage}"]`).textContent()).toBe("Enter your password to change who is an owner.");
    // Nothing typed is lost, and nobody was invited yet.
    expect(await dialog.getByLabel("Email*").inputValue()).toBe(email);
    expect(await dialog.getByLabel("Role*").inputValue()).toBe("owner");
    expect(await page.getByRole("row").filter({ hasText: email }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("password");

    await password.fill(OWNER.password);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await toast(page, "Invitation sent");
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByRole("row").filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByLabel(/^Role of /).inputValue()).toBe("owner");
    expect(await row.textContent()).toContain("Invited");

    // Disabling an owner asks the same way, in its confirmation: a wrong password is said at the field.
    await row.getByRole("button", { name: `Disable ${email.split("@")[0]}` }).click();
    const ask = page.getByRole("dialog", { name: "Disable account" });
    await ask.getByRole("button", { name: "Disable", exact: true }).click();
    await ask.getByLabel("Your password").fill("not my password at all");
    await ask.getByRole("button", { name: "Disable", exact: true }).click();
    await expect.poll(() => ask.getByLabel("Your password").getAttribute("aria-invalid")).toBe("true");
    await ask.getByLabel("Your password").fill(OWNER.password);
    await ask.getByRole("button", { name: "Disable", exact: true }).click();
    await toast(page, "Account disabled");
    await expect.poll(() => row.innerText()).toContain("Disabled");

    // Enabling an owner's account again is an owner added back: asked first, and the password with it.
    await row.getByRole("button", { name: `Enable ${email.split("@")[0]}` }).click();
    const enable = page.getByRole("dialog", { name: "Enable account" });
    await enable.getByText(`Enable ${email.split("@")[0]}'s account? They can sign in again as an owner and manage everything.`).waitFor();
    await enable.getByRole("button", { name: "Enable", exact: true }).click();
    await enable.getByLabel("Your password").fill(OWNER.password);
    await enable.getByRole("button", { name: "Enable", exact: true }).click();
    await toast(page, "Account enabled");
    await expect.poll(() => row.innerText()).not.toContain("Disabled");
    await page.context().close();
  });
});
