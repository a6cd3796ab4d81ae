/** The projects page remembers grid or list view in this browser. */
export type ProjectView = "grid" | "list";
export const PROJECT_VIEW_KEY = "adminProjectsView";

export function readProjectView(): ProjectView {
  try {
    return localStorage.getItem(PROJECT_VIEW_KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

export function saveProjectView(view: ProjectView) {
  try {
    localStorage.setItem(PROJECT_VIEW_KEY, view);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this visit only.
  }
}
