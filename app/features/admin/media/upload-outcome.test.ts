import { describe, expect, it } from "vitest";
import { uploadOutcome } from "./upload-outcome.ts";

describe("the toast after a batch of uploads", () => {
  it("counts new images as before", () => {
    expect(uploadOutcome(0, 0)).toBeNull();
    expect(uploadOutcome(1, 0)).toBe("Image uploaded successfully");
    expect(uploadOutcome(3, 0)).toBe("3 images uploaded");
  });

  it("says which images the library already had", () => {
    expect(uploadOutcome(0, 1)).toBe("This image was already in the library: nothing was added");
    expect(uploadOutcome(0, 2)).toBe("All 2 images were already in the library: nothing was added");
    expect(uploadOutcome(2, 1)).toBe("2 images uploaded; 1 image was already in the library");
    expect(uploadOutcome(1, 3)).toBe("1 image uploaded; 3 images were already in the library");
  });
});
