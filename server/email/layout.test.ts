import { describe, expect, it } from "vitest";
import { button, details, link, message, paragraph, quote, renderEmail, strong } from "./layout.ts";

const hostile = `<script>alert("x")</script> & 'more'`;

describe("renderEmail", () => {
  const email = renderEmail({
    subject: `Re: ${hostile}`,
    preheader: hostile,
    heading: hostile,
    blocks: [
      paragraph(hostile, strong(hostile), link("https://www.vistaar.example/?a=1&b=2", hostile)),
      details([[hostile, `${hostile}\nsecond line`]]),
      message(hostile, hostile),
      button("https://www.vistaar.example/confirm?token=a&b", hostile, { showAddress: true }),
      quote(hostile, `${hostile}\nline two`),
    ],
    note: [hostile],
  });

  it("escapes every piece of text in the HTML part, whatever block carries it", () => {
    expect(email.html).not.toMatch(/<script/);
    expect(email.html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &#39;more&#39;/g)?.length).toBeGreaterThanOrEqual(10);
    expect(email.html).toContain(`<title>Re: &lt;script&gt;`);
    expect(email.html).toContain('href="https://www.vistaar.example/?a=1&amp;b=2"');
    expect(email.html).toContain("&#39;<br>second line");
  });

  it("writes the same words as plain text, unescaped, links with their address and quotes with '> '", () => {
    expect(email.text).not.toContain("&lt;");
    expect(email.text).toContain(`${hostile}${hostile}${hostile} (https://www.vistaar.example/?a=1&b=2)`);
    expect(email.text).toContain(`${hostile}: ${hostile}\nsecond line`);
    expect(email.text).toContain(`${hostile}: https://www.vistaar.example/confirm?token=a&b`);
    expect(email.text).toContain(`${hostile}\n> ${hostile}\n> line two`);
    expect(email.text).toMatch(/\n--\nVistaar Business Services Pvt\. Ltd\.\n/);
  });
});
