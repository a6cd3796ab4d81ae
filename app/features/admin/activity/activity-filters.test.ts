import { describe, expect, it } from "vitest";
import { activityApiQuery, activityFilterSearch, beforeEndOf, readActivityFilters } from "./activity-filters.ts";

const PERSON = "0b5f3c1e-8d6a-4c1b-9a57-2f1e4d3c2b1a";
const read = (search: string) => readActivityFilters(new URLSearchParams(search));

describe("the activity log's filters in the address", () => {
  it("keeps what the API takes: a person's id, a kind, a day and a moment to page from", () => {
    expect(read(`?actor=${PERSON}&kind=user&day=2026-11-20&before=2026-11-20T10:15:00.123456Z`)).toEqual({
      actor: PERSON,
      kind: "user",
      day: "2026-11-20",
      before: "2026-11-20T10:15:00.123456Z",
    });
  });

  it("ignores a value the API would refuse, so the list shows instead of an error (as the inbox ignores an unknown status)", () => {
    const none = { actor: "", kind: "", day: "", before: "" };
    expect(read("?kind=staff")).toEqual(none);
    expect(read("?kind=Sign-in")).toEqual(none);
    expect(read("?actor=someone")).toEqual(none);
    expect(read("?day=yesterday&before=last-week")).toEqual(none);
    // A day that is no date: the browser's Date would roll 30 February into March.
    expect(read("?day=2026-02-30")).toEqual(none);
    expect(read("?day=2026-13-01")).toEqual(none);
    // One bad value does not take the good ones with it.
    expect(read(`?kind=staff&actor=${PERSON}&day=2026-11-20`)).toEqual({ ...none, actor: PERSON, day: "2026-11-20" });
  });

  it("asks the API for entries up to the end of the day picked, unless paging goes on from a moment", () => {
    expect(beforeEndOf("2026-12-31")).toBe("2027-01-01");
    expect(activityApiQuery(read("?kind=post&day=2026-11-20")).toString()).toBe("kind=post&before=2026-11-21");
    expect(activityApiQuery(read("?day=2026-11-20&before=2026-11-19T08:00:00Z")).toString()).toBe("before=2026-11-19T08%3A00%3A00Z");
    expect(activityApiQuery(read("?kind=staff&day=soon")).toString()).toBe("");
  });

  it("links (Older, Newest) carry only the filters the list shows", () => {
    expect(activityFilterSearch({ ...read("?kind=staff&day=2026-11-20"), before: "2026-11-20T08:00:00Z" })).toBe("?day=2026-11-20&before=2026-11-20T08%3A00%3A00Z");
    expect(activityFilterSearch(read("?kind=staff"))).toBe("?");
  });
});
