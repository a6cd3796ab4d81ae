import { MessageCircle } from "lucide-react";
import { whatsappChatUrl } from "#contracts/site.ts";

/** Floating button: opens a WhatsApp chat with the agency in a new tab, greeting prefilled. */
export function ChatButton() {
  return (
    <aside aria-label="Chat with us">
    <a
      href={whatsappChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg shadow-emerald-900/30 transition-transform hover:scale-105 focus-visible:scale-105 sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
    </aside>
  );
}
