import { redirect } from "react-router";
import { sameSitePath } from "#app/lib/same-site-path.ts";
import { isTheme, themeCookie } from "#contracts/theme.ts";
import type { Route } from "./+types/theme";

/**
 * The theme toggle without JavaScript (components/layout/theme-toggle.tsx): keeps the choice in the
 * `theme` cookie and sends the visitor back to the page they were on, which the server then renders in
 * that theme. With JavaScript the toggle never posts here: the page script switches at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const theme = form.get("theme");
  const returnTo = form.get("returnTo");
  const back = sameSitePath(typeof returnTo === "string" ? returnTo : null, "/");
  if (!isTheme(theme)) return redirect(back, 303);
  const secure = context.services.config.publicUrl.startsWith("https:");
  return redirect(back, { status: 303, headers: { "Set-Cookie": themeCookie(theme, secure) } });
}

/** Someone opening /theme itself goes home. */
export function loader() {
  return redirect("/");
}
