/**
 * The honeypot of the public forms (contact, proposal, newsletter): a field people never see (hidden
 * from sight and screen readers, out of the tab order). A submission that fills it is answered like
 * any other and stored nowhere.
 */
export const HONEYPOT_FIELD = "website";
