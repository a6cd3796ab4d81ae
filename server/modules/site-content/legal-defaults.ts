/**
 * The legal pages a fresh site starts with (/privacy and /terms), in Markdown. A sensible notice for an
 * agency in India that collects enquiries and newsletter sign-ups under the Digital Personal Data
 * Protection Act, 2023; staff edit them under Site content (they are not legal advice: the agency's
 * lawyer should read them before launch).
 */

export const privacyNotice = {
  title: "Privacy Policy",
  description:
    "How Vistaar collects, uses, keeps and deletes the personal data you give us through our contact forms and newsletter, and how to exercise your rights under India's DPDP Act, 2023.",
  body: `Vistaar Business Services Pvt. Ltd. ("Vistaar", "we", "us") runs this website. This notice explains what personal data we collect when you use it, why, how long we keep it, and how you can ask us to correct or delete it. We process personal data as a *Data Fiduciary* under the Digital Personal Data Protection Act, 2023 (the "DPDP Act").

## What we collect

**When you send us a message** (the contact page, the form on the home page or a proposal request), we collect:

- your name and email address;
- your phone number, if you choose to give it;
- the subject and the text of your message, and which form you used;
- the date and time you sent it.

**When you subscribe to our newsletter**, we collect your email address, where you subscribed (for example the footer or the blog page), and a record of your consent: when you gave it, the page you were on and the network (IP) address it came from. We then send you one email to confirm that the address is yours.

**When you visit the website**, our servers briefly record technical data every website receives: your network (IP) address, the page asked for, the time and your browser's name. We use it only to keep the site secure and working (for example to stop a form being flooded by a script). Two small cookies stay in your own browser: your choice of light or dark theme, and a note that your browser already has the site's font. They come back with each page you open only so that the page is drawn that way, and they are not linked to you. We use no advertising or tracking cookies.

We do not ask for sensitive information. Please do not include bank details, health information or identity-document numbers in a message.

## Why we use it

- **To answer you.** Your enquiry is used to reply, to prepare the proposal or quote you asked for, and to follow up on it. The legal basis is your consent, which you give by sending the form.
- **To send the newsletter** you asked for, about once a month, until you unsubscribe. Each issue has a one-click unsubscribe link.
- **To keep the website secure**, to prevent abuse and to meet our legal obligations.

We do not sell or rent your personal data, and we do not use it for any purpose you have not agreed to.

## Who else handles it

Your data is stored on servers we control or rent from our hosting provider, and emails are delivered through our email service provider. They process it only on our instructions and under contract. We disclose personal data to authorities only when the law requires it.

## How long we keep it

- **Enquiries** are kept while we are in conversation with you and for **24 months after our last exchange**, so that we can follow up and keep a record of what was agreed. Then they are deleted.
- **Newsletter subscriptions** are kept until you unsubscribe. After that we keep only the record that you unsubscribed and of your earlier consent, for **3 years**, to show that we respected your choice.
- **Technical records** (server logs) are kept for up to **30 days**.

If you become a client, the records of our work together are kept for as long as Indian tax and company law requires.

## Your rights

Under the DPDP Act you can:

- ask for a summary of the personal data we hold about you and how we use it;
- ask us to correct, complete or update it;
- ask us to **delete** it, and withdraw any consent you have given (withdrawing consent does not affect what we did before);
- have your grievance heard, and nominate someone to exercise these rights for you if you are unable to.

**To ask for deletion or use any of these rights**, write to **hello@vistaar.example** with the subject "Privacy request" from the address you used with us (so we know the request is yours), or call **+91 98765 43210**. We confirm within 7 days and complete the request within 30 days. To stop the newsletter at once, use the unsubscribe link in any issue.

## Grievances

If you are not satisfied with how we handled your data or your request, write to our Grievance Officer at **hello@vistaar.example** or at Vistaar Business Services Pvt. Ltd., 3rd Floor, Shreeji Business Hub, Vidyanagar Road, Anand, Gujarat 388001, India. We reply within 30 days. If you are still not satisfied, you may complain to the Data Protection Board of India.

## Children

This website is meant for businesses and adults. We do not knowingly collect personal data from anyone under 18; if you believe a child has sent us their details, tell us and we will delete them.

## Changes to this notice

When we change this notice we update it on this page. If a change affects how we use data you have already given us, we will tell you by email before it takes effect.`,
};

export const termsOfUse = {
  title: "Terms of Use",
  description: "The terms for using the Vistaar website: its content, our enquiry forms and newsletter, links to other sites and the law that applies.",
  body: `These terms apply to your use of this website, run by Vistaar Business Services Pvt. Ltd. ("Vistaar", "we", "us"), Anand, Gujarat, India. By using the website you accept them. If you do not agree, please do not use it.

## The website's content

The information on this website (service descriptions, articles, case studies and prices mentioned as examples) is general information about our services. It is not a binding offer and not professional advice for your situation. Prices, timelines and results depend on the scope we agree with you in writing; results described in case studies were achieved for those clients and are not a promise of the same results for you.

The text, designs, logos, illustrations and videos on this website belong to Vistaar or to their owners, who allow us to use them. You may read, share links to and print pages for your own use. You may not copy, republish or sell them without our written permission.

## Enquiries and proposals

Sending a message or a proposal request through the website does not create a contract. An engagement starts only when both sides accept a written proposal or agreement, whose terms then apply in place of these.

Please give accurate details when you contact us and do not send anything unlawful, offensive or that belongs to someone else. How we handle what you send is explained in our [Privacy Policy](/privacy).

## Newsletter

You can subscribe to our newsletter with your email address, and unsubscribe at any time with the link in every issue.

## Acceptable use

You agree not to misuse the website: no attempts to break into it or its systems, to overload it (for example with automated form submissions), to collect data about other users, or to use it for anything unlawful.

## Links to other websites

We link to other websites (for example our social media pages and sites mentioned in articles) for your convenience. We are not responsible for their content or their privacy practices.

## Availability and liability

We work to keep the website available and correct, but we cannot promise that it will always be available, error-free or up to date. To the extent the law allows, Vistaar is not liable for any loss arising from your use of the website or your reliance on its general information. Nothing in these terms limits liability that cannot be limited under Indian law.

## Law and disputes

These terms are governed by the laws of India. Any dispute about them is subject to the courts at Anand, Gujarat.

## Changes and contact

We may update these terms; the version on this page is the one that applies. Questions? Write to hello@vistaar.example or call +91 98765 43210.`,
};
