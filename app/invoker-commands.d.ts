/**
 * Invoker commands (HTML: `commandfor` and `command` on a button open, close or toggle a dialog or
 * popover without script). React renders the attributes as written; its types do not list them yet.
 */
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration to merge with it */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
  interface DialogHTMLAttributes<T> {
    /** Which requests close it: "any" (also a click outside), "closerequest" (Escape), "none". */
    closedby?: "any" | "closerequest" | "none" | undefined;
  }
}
