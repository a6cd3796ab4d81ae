import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, holdReact, holdRequests, hydrate, launchBrowser, newPage, scrollIntoPlace, VIEWPORTS, visit } from "./support/browser.ts";
import { adminToken } from "./support/admin.ts";
import { emailWhere, receivedEmails } from "./support/mail.ts";

/**
 * Lead capture in a real browser: the contact page (with and without JavaScript), the home page's
 * form, the footer and blog newsletter forms, and the emails each one sends (read from the SMTP
 * sink the e2e server delivers to).
 */

const STAFF_EMAIL = "staff@vistaar.example";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => randomUUID().slice(0, 8);
const visitorEmail = (tag: string) => `visitor-${tag}@example.com`;

async function fillContactPage(page: Page, values: { name: string; email: string; phone?: string; subject: string; message: string }) {
  await page.getByLabel("Your Name*").fill(values.name);
  await page.getByLabel("Email Address*").fill(values.email);
  if (values.phone) await page.getByLabel("Phone Number").fill(values.phone);
  await page.getByLabel("Subject*").selectOption(values.subject);
  await page.getByLabel("Your Message*").fill(values.message);
}

describe("contact page", () => {
  it("renders SPEC's fields, labels and subjects", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact Us");
    for (const label of ["Your Name*", "Email Address*", "Phone Number", "Subject*", "Your Message*"]) {
      expect(await page.getByLabel(label).count(), label).toBe(1);
    }
    const options = await page.getByLabel("Subject*").locator("option").allTextContents();
    expect(options).toEqual(["Select a subject", "General Inquiry", "Service Information", "Partnership Opportunity", "Quote Request", "Other"]);
    const details = await page.locator("main").textContent();
    for (const text of ["+91 98765 43210", "hello@vistaar.example", "Anand", "9:00 AM - 6:00 PM"]) expect(details).toContain(text);
    // The honeypot is there for bots only.
    const honeypot = page.locator('form[action="/contact"] input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");
    expect(await honeypot.evaluate((input) => input.closest("[aria-hidden='true']") !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    // The browser checks the phone's format itself (its `pattern` compiles under the v flag browsers use).
    const phone = page.getByLabel("Phone Number");
    await phone.fill("98250 CALL ME");
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    await phone.fill("+91 (98765) 43-210");
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(false);
    await phone.fill("");
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("sends: 'Sending...' while it goes, then /thank-you, and both emails arrive", async () => {
    const tag = unique();
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await visit(page, "/contact");
    await fillContactPage(page, {
      name: `Kiran Desai ${tag}`,
      email: visitorEmail(tag),
      phone: "+91 99250 00000",
      subject: "Service Information",
      message: `We run a dairy brand in Anand (${tag}) and want help with Instagram.`,
    });
    const release = await holdRequests(page, "**/api/contact");
    const button = page.getByRole("button", { name: /Send Message|Sending\.\.\./ });
    await button.click();
    await expect.poll(() => button.textContent()).toBe("Sending...");
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.waitForURL("**/thank-you");

    const staff = await emailWhere((email) => email.to.includes(STAFF_EMAIL) && email.subject.includes(tag));
    expect(staff.subject).toBe(`New enquiry: Service Information (from Kiran Desai ${tag})`);
    expect(staff.replyTo).toContain(visitorEmail(tag));
    expect(staff.text).toContain("+91 99250 00000");
    // The link staff follow to the stored enquiry.
    expect(staff.text).toMatch(/\/admin\/contacts\?contact=[0-9a-f-]{36}/);
    const visitor = await emailWhere((email) => email.to.includes(visitorEmail(tag)));
    // The confirmation greets by first name and never repeats what was typed (no free text sent from our domain).
    expect(visitor.text).toContain("Hello Kiran,");
    expect(visitor.text).not.toContain("dairy brand");
    expect(visitor.text).toContain("24-48 hours");

    // The row staff see in the admin: stored as `new` with everything the visitor sent.
    const stored = await fetch(`${baseUrl()}/api/contact?search=${tag}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
    const { data } = (await stored.json()) as { data: Array<Record<string, unknown>> };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: `Kiran Desai ${tag}`,
      email: visitorEmail(tag),
      phone: "+91 99250 00000",
      subject: "Service Information",
      status: "new",
      source: "contact-page",
    });

    // SPEC §4: on success the form is cleared: going back to it shows it empty, not the message just sent.
    await page.goBack();
    await page.waitForURL("**/contact");
    for (const label of ["Your Name*", "Email Address*", "Phone Number", "Subject*", "Your Message*"]) {
      await expect.poll(() => page.getByLabel(label).inputValue(), { message: label }).toBe("");
    }
    await page.context().close();
  });

  it("keeps what a visitor typed before React took over, and sends it", async () => {
    // On a slow phone React arrives a second or more after the first touch: everything typed meanwhile
    // is on screen and must be what is sent (not an empty field 'Please enter your name' complains of).
    const tag = unique();
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const releaseReact = await holdReact(page);
    await page.goto("/contact");
    await fillContactPage(page, {
      name: `Meera Joshi ${tag}`,
      email: visitorEmail(tag),
      subject: "Quote Request",
      message: `A quote for a clinic website, typed before React (${tag}).`,
    });
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    releaseReact();
    await hydrate(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/thank-you");
    const stored = await fetch(`${baseUrl()}/api/contact?search=${tag}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
    const { data } = (await stored.json()) as { data: Array<Record<string, unknown>> };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ name: `Meera Joshi ${tag}`, email: visitorEmail(tag), subject: "Quote Request", source: "contact-page" });
    await page.context().close();
  });

  it("shows the server's message in a red banner and keeps every value", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    const values = { name: "Farah Khan", email: "farah@example.com", phone: "98250 11111", subject: "Other", message: "Please call me back." };
    await fillContactPage(page, values);
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Our mail server is taking a break." }) }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Our mail server is taking a break." });
    await banner.waitFor();
    expect(await page.getByLabel("Your Name*").inputValue()).toBe(values.name);
    expect(await page.getByLabel("Email Address*").inputValue()).toBe(values.email);
    expect(await page.getByLabel("Phone Number").inputValue()).toBe(values.phone);
    expect(await page.getByLabel("Subject*").inputValue()).toBe(values.subject);
    expect(await page.getByLabel("Your Message*").inputValue()).toBe(values.message);
    expect(page.url()).toContain("/contact");
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);

    // A non-OK answer without a message: 'Something went wrong' (SPEC §7).
    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Something went wrong" }).waitFor();

    // The server unreachable: 'Failed to send message. Please try again.' (SPEC §8).
    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).waitFor();
    expect(await page.getByLabel("Your Message*").inputValue()).toBe(values.message);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("shows the server's validation message at the field and in the banner", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    await fillContactPage(page, { name: "   ", email: "spaces@example.com", subject: "Other", message: "Only spaces in my name." });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter your name" }).waitFor();
    const name = page.getByLabel("Your Name*");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel("Email Address*").inputValue()).toBe("spaces@example.com");
    await page.context().close();
  });

  it("a reply lost on the way: pressing Send again stores the enquiry once and sends one pair of emails", async () => {
    const tag = unique();
    const page = await newPage(browser);
    await visit(page, "/contact");
    await fillContactPage(page, { name: `Lost Reply ${tag}`, email: visitorEmail(tag), subject: "Other", message: `Is anyone there? (${tag})` });
    let first = true;
    await page.route("**/api/contact", async (route) => {
      if (!first) return route.continue();
      first = false;
      // The server stores it; the answer never reaches the page (a dropped mobile connection).
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).waitFor();
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/thank-you");

    await emailWhere((email) => email.to.includes(STAFF_EMAIL) && email.subject.includes(tag));
    await emailWhere((email) => email.to.includes(visitorEmail(tag)));
    const response = await fetch(`${baseUrl()}/api/contact?search=${tag}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
    expect((await response.json()).data).toHaveLength(1);
    const mails = receivedEmails().filter((email) => email.subject.includes(tag) || email.to.includes(visitorEmail(tag)));
    expect(mails).toHaveLength(2);
    await page.context().close();
  });

  it("shows the rate-limit message when the server refuses with 429", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    await fillContactPage(page, { name: "Quick Typist", email: "quick@example.com", subject: "Other", message: "Again and again." });
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "42" },
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many requests. Please wait a minute and try again." }),
      }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Too many requests. Please wait a minute and try again." }).waitFor();
    await page.context().close();
  });
});

describe("contact page without JavaScript", () => {
  it("posts through the route action and lands on /thank-you; the emails go out", async () => {
    const tag = unique();
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/contact");
    await fillContactPage(page, {
      name: `Nikhil Rao ${tag}`,
      email: visitorEmail(tag),
      subject: "Quote Request",
      message: `Quote for a new website, please (${tag}).`,
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/thank-you");
    const staff = await emailWhere((email) => email.to.includes(STAFF_EMAIL) && email.subject.includes(tag));
    expect(staff.subject).toBe(`New enquiry: Quote Request (from Nikhil Rao ${tag})`);
    expect(staff.text).toContain("Form: Contact page form");
    await emailWhere((email) => email.to.includes(visitorEmail(tag)));
    await page.context().close();
  });

  it("re-renders with the errors and the values kept", async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/contact");
    await fillContactPage(page, { name: "Asha Mehta", email: "asha@example.com", phone: "98250 CALL", subject: "General Inquiry", message: "Hello!" });
    // The phone field's pattern would stop the browser itself; let the server judge it.
    await page.locator("form[action='/contact']").first().evaluate((form) => form.setAttribute("novalidate", ""));
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Send Message" }).click()]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await page.getByRole("alert").textContent()).toContain("Phone numbers may contain only digits, spaces, +, - and parentheses");
    expect(await page.getByLabel("Your Name*").inputValue()).toBe("Asha Mehta");
    expect(await page.getByLabel("Email Address*").inputValue()).toBe("asha@example.com");
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("98250 CALL");
    expect(await page.getByLabel("Subject*").inputValue()).toBe("General Inquiry");
    expect(await page.getByLabel("Your Message*").inputValue()).toBe("Hello!");
    expect(await page.getByLabel("Phone Number").getAttribute("aria-invalid")).toBe("true");
    await page.context().close();
  });
});

describe("home page contact form", () => {
  /** The home page (built by the marketing-pages work) renders <HomeContactForm /> in its call-to-action band. */
  const homeForm = async (page: Page) => {
    const form = page.getByRole("form", { name: "Contact us" });
    expect(await form.count(), "the home page should render <HomeContactForm /> once").toBe(1);
    return form;
  };

  it("sends with the fixed subject and goes to /thank-you", async () => {
    const tag = unique();
    const page = await newPage(browser);
    await visit(page, "/");
    const form = await homeForm(page);
    await form.getByPlaceholder("Your Name*").fill(`Hetal Parikh ${tag}`);
    await form.getByPlaceholder("Email Address*").fill(visitorEmail(tag));
    await form.getByPlaceholder("Your Message*").fill(`Interested in SEO for our clinic (${tag}).`);
    const release = await holdRequests(page, "**/api/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => form.getByRole("button").last().textContent()).toBe("Sending...");
    release();
    await page.waitForURL("**/thank-you");
    const staff = await emailWhere((email) => email.to.includes(STAFF_EMAIL) && email.subject.includes(tag));
    expect(staff.subject).toBe(`New enquiry: Contact Form Submission (from Hetal Parikh ${tag})`);
    expect(staff.text).toContain("Form: Home page form");
    await page.context().close();
  });

  it("alerts 'Failed to send message. Please try again.' and keeps the values", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    const form = await homeForm(page);
    await form.getByPlaceholder("Your Name*").fill("Vikram Shah");
    await form.getByPlaceholder("Email Address*").fill("vikram@example.com");
    await form.getByPlaceholder("Phone Number").fill("98250 22222");
    await form.getByPlaceholder("Your Message*").fill("Need a logo.");
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).waitFor();
    expect(await form.getByPlaceholder("Your Name*").inputValue()).toBe("Vikram Shah");
    expect(await form.getByPlaceholder("Phone Number").inputValue()).toBe("98250 22222");
    expect(await form.getByPlaceholder("Your Message*").inputValue()).toBe("Need a logo.");
    await page.context().close();
  });

  it("works without JavaScript through the /contact action", async () => {
    const tag = unique();
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    const form = await homeForm(page);
    await form.getByPlaceholder("Your Name*").fill(`Jay Trivedi ${tag}`);
    await form.getByPlaceholder("Email Address*").fill(visitorEmail(tag));
    await form.getByPlaceholder("Your Message*").fill("No JavaScript here.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/thank-you");
    const staff = await emailWhere((email) => email.to.includes(STAFF_EMAIL) && email.subject.includes(tag));
    expect(staff.subject).toBe(`New enquiry: Contact Form Submission (from Jay Trivedi ${tag})`);
    expect(staff.text).toContain("Form: Home page form");
    await page.context().close();
  });
});

describe("footer newsletter", () => {
  const footer = (page: Page) => page.locator("footer");

  it("toasts for an empty email and sends nothing", async () => {
    const page = await newPage(browser);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/newsletter")) requests.push(request.url());
    });
    await visit(page, "/contact");
    // SPEC's toast comes from the island; a tap that lands before it owns the form posts to the
    // no-JavaScript action instead (its own test below).
    await hydrate(page);
    // The footer's columns rise 24 px as they scroll in: a click as that starts can land on the field above.
    const subscribe = footer(page).getByRole("button", { name: "Subscribe" });
    await scrollIntoPlace(subscribe);
    await subscribe.click();
    await page.getByText("Please enter your email address").waitFor();
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it("subscribes: 'Subscribing...', success toast, thanks for 5 s, then the empty form again", async () => {
    const tag = unique();
    const page = await newPage(browser);
    await page.clock.install();
    await visit(page, "/contact");
    const email = footer(page).getByLabel("Email address");
    await email.fill(`reader-${tag}@example.com`);
    // From here time stands still in the page; only the test moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    const release = await holdRequests(page, "**/api/newsletter");
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    const busy = footer(page).getByRole("button", { name: "Subscribing..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await email.isDisabled()).toBe(true);
    release();

    await page.getByText("Successfully subscribed to our newsletter!").waitFor();
    const thanks = footer(page).getByText("Thank you for subscribing! We'll keep you updated.");
    await thanks.waitFor();
    expect(await footer(page).getByRole("button", { name: "Subscribe" }).count()).toBe(0);
    await page.clock.runFor(4900);
    expect(await thanks.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await footer(page).getByRole("button", { name: "Subscribe" }).waitFor();
    expect(await footer(page).getByLabel("Email address").inputValue()).toBe("");
    expect(await thanks.count()).toBe(0);

    // Double opt-in: the confirmation email is on its way.
    await emailWhere((mail) => mail.to.includes(`reader-${tag}@example.com`) && mail.subject.includes("confirm"));
    await page.context().close();
  });

  it("subscribes the address typed before React took over", async () => {
    const tag = unique();
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const releaseReact = await holdReact(page);
    await page.goto("/blog");
    await footer(page).getByLabel("Email address").fill(`early-${tag}@example.com`);
    releaseReact();
    await hydrate(page);
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Successfully subscribed to our newsletter!").waitFor();
    await emailWhere((mail) => mail.to.includes(`early-${tag}@example.com`) && mail.subject.includes("confirm"));
    await page.context().close();
  });

  it("toasts 'Failed to subscribe. Please try again later.' and keeps the form", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    await page.route("**/api/newsletter", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await footer(page).getByLabel("Email address").fill("unlucky@example.com");
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Failed to subscribe. Please try again later.").waitFor();
    expect(await footer(page).getByLabel("Email address").inputValue()).toBe("unlucky@example.com");
    expect(await footer(page).getByRole("button", { name: "Subscribe" }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it("works without JavaScript: the subscribe page thanks, or says what is missing", async () => {
    const tag = unique();
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/about");
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/newsletter/subscribe");
    expect(await page.getByRole("alert").textContent()).toContain("Please enter your email address");

    await page.goto("/about");
    await footer(page).getByLabel("Email address").fill(`nojs-${tag}@example.com`);
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/newsletter/subscribe?subscribed=footer");
    expect(await page.locator("main").textContent()).toContain("Thank you for subscribing! We'll keep you updated.");
    await emailWhere((mail) => mail.to.includes(`nojs-${tag}@example.com`));
    await page.context().close();
  });
});

describe("newsletter honeypot", () => {
  it("is in the footer's and the blog's forms, out of sight, reach and autofill, like the contact forms'", async () => {
    const page = await newPage(browser);
    await visit(page, "/blog");
    const forms = page.locator('form[action="/newsletter/subscribe"]');
    expect(await forms.count()).toBe(2);
    for (const form of await forms.all()) {
      const honeypot = form.locator('input[name="website"]');
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await honeypot.getAttribute("autocomplete")).toBe("off");
      expect(await honeypot.evaluate((input) => input.closest("[aria-hidden='true']") !== null)).toBe(true);
      const box = await honeypot.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});

describe("blog newsletter", () => {
  it("stays replaced by its thanks after subscribing", async () => {
    const tag = unique();
    const page = await newPage(browser);
    await page.clock.install();
    await visit(page, "/blog");
    const section = page.locator("main");
    expect(await section.locator('input[name="source"][value="Blog Page"]').count(), "the blog page should render the blog newsletter form once").toBe(1);
    const input = section.getByRole("textbox", { name: "Email address" });
    await section.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Please enter your email address").waitFor();

    await input.fill(`blog-${tag}@example.com`);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Successfully subscribed to our newsletter!").waitFor();
    const thanks = section.getByText("Thank you for subscribing to our newsletter!");
    await thanks.waitFor();
    await page.clock.fastForward(60_000);
    expect(await thanks.isVisible()).toBe(true);
    expect(await section.getByRole("textbox", { name: "Email address" }).count()).toBe(0);
    await page.context().close();
  });
});

describe("newsletter confirmation and unsubscribe links", () => {
  it("a GET shows the button and never confirms; the button does; one-click unsubscribe works", async () => {
    const tag = unique();
    const address = `optin-${tag}@example.com`;
    const subscribed = await fetch(`${baseUrl()}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, timestamp: new Date().toISOString(), source: "Blog Page" }),
    });
    expect(subscribed.status).toBe(200);
    const confirmation = await emailWhere((mail) => mail.to.includes(address) && mail.subject.includes("confirm"));
    const link = new URL(confirmation.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0]);
    const confirmUrl = `${link.pathname}${link.search}`;

    const page = await newPage(browser);
    // Opening the link (as a mail scanner would) twice changes nothing.
    await visit(page, confirmUrl);
    await visit(page, confirmUrl);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your subscription");
    expect(await page.locator("main").textContent()).toContain(address);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("You're subscribed!");
    expect(await page.locator("main").textContent()).toContain("A welcome email is on its way.");
    // The link opened again later: still subscribed, with no word of another welcome email.
    await visit(page, confirmUrl);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You're subscribed!");
    expect(await page.locator("main").textContent()).toContain("This address is subscribed: the next issue of our newsletter will reach it.");
    expect(await page.locator("main").textContent()).not.toContain("welcome email");

    const welcome = await emailWhere((mail) => mail.to.includes(address) && mail.subject.includes("Welcome"));
    const list = JSON.parse(welcome.headers.list!) as { unsubscribe: { url: string }; "unsubscribe-post": { name: string } };
    expect(list["unsubscribe-post"].name).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = new URL(list.unsubscribe.url);

    // RFC 8058: the mail app POSTs to the header's URL.
    const oneClick = await fetch(`${baseUrl()}${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(oneClick.status).toBe(200);
    await visit(page, `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You have been unsubscribed");
    await page.context().close();
  });

  it("the unsubscribe page's button unsubscribes, without JavaScript too", async () => {
    const tag = unique();
    const address = `leaver-${tag}@example.com`;
    await fetch(`${baseUrl()}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, source: "Newsletter Subscription" }),
    });
    const confirmation = await emailWhere((mail) => mail.to.includes(address));
    const link = new URL(confirmation.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)![0]);
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${link.pathname}${link.search}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Unsubscribe from our newsletter");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("You have been unsubscribed");
    await page.context().close();
  });
});
