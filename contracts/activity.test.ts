import { describe, expect, it } from "vitest";
import { activityText } from "./activity.ts";

describe("an activity entry in words", () => {
  it("reads as a sentence, not the filter's plural name run into the action (found in a QA pass)", () => {
    expect(activityText("sign-in", "signed-in")).toBe("Signed in");
    expect(activityText("contact", "status-changed")).toBe("Contact status changed");
    expect(activityText("sign-in", "sign-in-failed")).toBe("Sign-in failed");
    expect(activityText("sign-in", "two-factor-failed")).toBe("Two-factor sign-in failed");
    expect(activityText("sign-in", "signed-out-everywhere")).toBe("Signed out everywhere");
    expect(activityText("account", "two-factor-enabled")).toBe("Two-factor enabled");
    expect(activityText("account", "password-changed")).toBe("Password changed");
    expect(activityText("settings", "settings-changed")).toBe("Settings changed");
    expect(activityText("user", "role-changed")).toBe("Staff member role changed");
    expect(activityText("user", "disabled")).toBe("Staff member disabled");
    expect(activityText("media", "uploaded")).toBe("Image uploaded");
    expect(activityText("project", "deleted")).toBe("Project deleted");
  });

  it("says where a post went, and what a reply, an export or an invitation was, in words of their own", () => {
    expect(activityText("post", "unpublished")).toBe("Blog post unpublished (moved to draft)");
    expect(activityText("portfolio", "unscheduled")).toBe("Portfolio item unscheduled (moved to draft)");
    expect(activityText("content", "published")).toBe("Content item published");
    // "Contact replied" would say the contact answered.
    expect(activityText("contact", "replied")).toBe("Reply sent to a contact");
    expect(activityText("subscriber", "exported")).toBe("Subscribers exported");
    expect(activityText("user", "invitation-resent")).toBe("Invitation sent again");
    expect(activityText("post", "discarded-changes")).toBe("Blog post's autosaved edits discarded");
  });

  it("still reads for an action it has no words for", () => {
    expect(activityText("site", "archived-twice")).toBe("Site content archived twice");
    expect(activityText("account", "two-factor-reset")).toBe("Two-factor reset");
  });
});
