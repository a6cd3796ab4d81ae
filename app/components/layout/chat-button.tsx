import MessageCircle from "lucide-react/icons/message-circle";
import { useCompany } from "#app/lib/company.ts";

const linkProps = {
  target: "_blank",
  rel: "noopener noreferrer",
  "aria-label": "Chat with us on WhatsApp",
  title: "Chat with us on WhatsApp",
} as const;

/**
 * The chat button (SPEC §1): opens a WhatsApp chat with the agency in a new tab, greeting prefilled.
 * It floats at the bottom right only on screens wide enough to keep it beside the content (the site is
 * at most 80rem wide); on narrower ones it sits in the top bar (`placement="header"`), so nothing fixed
 * ever covers text or a control (docs/decisions/022).
 */
export function ChatButton({ placement }: { placement: "floating" | "header" }) {
  const { whatsappUrl } = useCompany();
  if (placement === "header") {
    return (
      <a
        {...linkProps}
        href={whatsappUrl}
        className="inline-flex size-10 items-center justify-center rounded-full text-[#1f8f4e] transition-colors hover:bg-slate-100 min-[90rem]:hidden dark:text-emerald-400 dark:hover:bg-slate-800"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
      </a>
    );
  }
  return (
    <aside aria-label="Chat with us" className="hidden min-[90rem]:block">
      <a
        {...linkProps}
        href={whatsappUrl}
        className="fixed right-6 bottom-6 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg shadow-emerald-900/30 transition-transform hover:scale-105 focus-visible:scale-105"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
