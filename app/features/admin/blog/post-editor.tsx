import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { TableKit } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import type { EditorView } from "@tiptap/pm/view";
import StarterKit from "@tiptap/starter-kit";
import type { LucideIcon } from "lucide-react";
import Bold from "lucide-react/icons/letter-b";
import Code from "lucide-react/icons/code";
import FileCode from "lucide-react/icons/file-code";
import Heading2 from "lucide-react/icons/heading-2";
import Heading3 from "lucide-react/icons/heading-3";
import Heading4 from "lucide-react/icons/heading-4";
import ImagePlus from "lucide-react/icons/image-plus";
import Italic from "lucide-react/icons/italic";
import LinkIcon from "lucide-react/icons/link";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Minus from "lucide-react/icons/minus";
import TextQuote from "lucide-react/icons/text-quote";
import Redo2 from "lucide-react/icons/redo-2";
import Strikethrough from "lucide-react/icons/strikethrough";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect, useRef, useState } from "react";
import { Markdown, type MarkdownStorage } from "tiptap-markdown";
import { TextArea } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { BLOG_LIMITS } from "#contracts/blog.ts";
import { countWords, isAllowedImageUrl, isAllowedLinkUrl, MARKDOWN_OPTIONS, readingTime } from "#contracts/markdown.ts";
import type { RenderMediaPicker } from "#app/components/admin/media-picker-props.ts";
import { LinkDialog } from "./post-editor-dialogs.tsx";

/**
 * The post body editor (docs/decisions: the post editor): rich text edited as on a page, stored as
 * Markdown. TipTap (ProseMirror) gives the toolbar, Markdown shortcuts (`## `, `- `, `1. `, `> `, ``` ``` ```),
 * undo/redo and paste from Google Docs and Word (their headings, lists and links); tiptap-markdown reads
 * and writes Markdown with markdown-it and the options the server renders with. Loaded lazily, on admin
 * pages only (blog-post-form.tsx).
 */

export interface PostEditorProps {
  /** The label's id: the editing surface (rich or Markdown) is named by it. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The post's Markdown. */
  value: string;
  onChange: (markdown: string) => void;
  /** The reading time the post has now, and how to take the one the editor proposes. */
  readTime: string;
  onUseReadTime: (readTime: string) => void;
  /** The media library's picker (composed by the route): where inline images come from, with their alt text. */
  mediaPicker: RenderMediaPicker;
  disabled?: boolean;
}

declare module "@tiptap/core" {
  interface Storage {
    markdown: MarkdownStorage;
  }
}

/** Word documents and Google Docs title their text with h1; the post's title is the page's h1, so those become sub-headings. */
function demoteTopHeadings(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/gi, "<$1h2");
}

/**
 * The selection as the page shows it. ProseMirror learns of a selection made with the keyboard from the
 * browser's `selectionchange`, a moment later: Ctrl+K pressed right after Shift+Ctrl+← found the words
 * not yet selected in the editor's state, and the link was added beside them.
 */
function selectionOnScreen(view: EditorView): { from: number; to: number } {
  const shown = view.dom.ownerDocument.getSelection();
  if (!shown?.anchorNode || !shown.focusNode || !view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return view.state.selection;
  const anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
  const head = view.posAtDOM(shown.focusNode, shown.focusOffset);
  return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
}

/** What tiptap-markdown hands a node's serializer (prosemirror-markdown's state), as far as used here. */
interface MarkdownWriter {
  write(text: string): void;
  esc(text: string): string;
  closeBlock(node: unknown): void;
}

/**
 * An image is a block of its own here (`inline: false`), but tiptap-markdown writes it as inline
 * Markdown and leaves the block open: a paragraph typed under it was stored on the image's line, and the
 * post showed the text glued to the picture. Closing the block puts the blank line after it.
 */
const BlockImage = Image.extend({
  addStorage() {
    return {
      markdown: {
        serialize(state: MarkdownWriter, node: { attrs: { src: string; alt?: string | null; title?: string | null } }) {
          const { src, alt, title } = node.attrs;
          const titlePart = title ? ` "${title.replace(/"/g, '\\"')}"` : "";
          state.write(`![${state.esc(alt ?? "")}](${src.replace(/[()]/g, "\\$&")}${titlePart})`);
          state.closeBlock(node);
        },
        parse: {},
      },
    };
  },
});

/**
 * A link ends where it ends: with autolink on, TipTap makes the mark inclusive, so a full stop typed
 * after a linked word became part of the link. Autolink still links an address once it is typed out.
 */
const ExclusiveLink = Link.extend({
  inclusive() {
    return false;
  },
});

function createExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // Markdown has no underline: Ctrl+U would make something the post cannot store.
      underline: false,
      link: false,
    }),
    ExclusiveLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedLinkUrl(url),
    }),
    BlockImage.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    Placeholder.configure({ placeholder: "Start writing… (## makes a sub-heading, - a list, > a quote)" }),
    Markdown.configure({
      html: MARKDOWN_OPTIONS.html,
      breaks: MARKDOWN_OPTIONS.breaks,
      linkify: MARKDOWN_OPTIONS.linkify,
      tightLists: true,
      bulletListMarker: "-",
      // Markdown pasted as plain text (e.g. from another editor's source) becomes formatting.
      transformPastedText: true,
      transformCopiedText: false,
    }),
  ];
}

export default function PostEditor({ labelledBy, describedBy, invalid, value, onChange, readTime, onUseReadTime, mediaPicker, disabled }: PostEditorProps) {
  const [mode, setMode] = useState<"rich" | "markdown">("rich");
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  // The Markdown this editor last produced or was given, so a value it wrote itself is not loaded back in.
  const known = useRef(value);
  // The Markdown last loaded into the editor, and how the editor writes that same document: it may write
  // it differently (`_a_` as `*a*`, `* item` as `- item`, a table's alignment dropped). Until someone
  // edits, or after they undo back to it, the loaded text is reported as it was, so that opening a post
  // written elsewhere is no edit (found in an audit: leaving such a post unchanged asked to discard changes).
  const loaded = useRef<{ value: string; written: string | null }>({ value, written: null });
  // Read by the editing surface's attributes, which ProseMirror recomputes on every transaction.
  const invalidRef = useRef(invalid);

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: createExtensions(),
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: () => ({
        role: "textbox",
        "aria-multiline": "true",
        "aria-required": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalidRef.current ? { "aria-invalid": "true" } : {}),
        class: "post-body post-editor-surface",
      }),
      transformPastedHTML: demoteTopHeadings,
      handleKeyDown: (view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "k") return false;
        event.preventDefault();
        openLinkDialog(selectionOnScreen(view));
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => {
      const written = updated.storage.markdown.getMarkdown();
      const markdown = written === loaded.current.written ? loaded.current.value : written;
      if (markdown === known.current) return;
      known.current = markdown;
      onChange(markdown);
    },
  });

  // How the editor writes the document it was created with, read before anything below dispatches a
  // transaction (the editor's own "create" event comes a task later, after them).
  useEffect(() => {
    if (editor && loaded.current.written === null) loaded.current.written = editor.storage.markdown.getMarkdown();
  }, [editor]);

  // A value set from outside (the Markdown view, a reset) is loaded into the rich editor.
  useEffect(() => {
    if (!editor || mode !== "rich" || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    loaded.current = { value, written: editor.storage.markdown.getMarkdown() };
  }, [editor, mode, value]);

  useEffect(() => {
    // Without emitting an update: that would count as an edit and clear the field's error.
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    invalidRef.current = invalid;
    // An empty transaction redraws the surface's attributes (aria-invalid), changing nothing else.
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta("addToHistory", false));
  }, [editor, invalid]);

  const text = useEditorState({ editor, selector: ({ editor: current }) => (current ? current.getText({ blockSeparator: "\n" }) : "") });
  const words = countWords(mode === "rich" && editor ? (text ?? "") : markdownAsText(value));
  const proposed = readingTime(words);

  // A link or an image from a dialog: the text takes the focus back, the cursor after the change, as the
  // dialog closes (its effect runs first: this component is its parent). The browser returns focus to the
  // text by itself, but with the selection from before the change, and the editor's own focus command
  // waits for the next frame: keys typed in between landed in the wrong place or were lost.
  const focusAfterDialog = useRef(false);
  useEffect(() => {
    if (dialog !== null || !focusAfterDialog.current || !editor || editor.isDestroyed) return;
    focusAfterDialog.current = false;
    editor.view.focus();
  }, [dialog, editor]);

  function insertImage(image: { url: string; alt: string }) {
    if (!editor || !isAllowedImageUrl(image.url)) return;
    editor.chain().setImage({ src: image.url, alt: image.alt }).run();
  }

  /**
   * The text the link dialog is about, as it was when the dialog opened. The link goes on it whatever the
   * editor's selection has become meanwhile: in Chromium it was seen collapsed by the time 'Add link' was
   * pressed, and the link landed beside the chosen words instead of on them.
   */
  const [linkRange, setLinkRange] = useState<{ from: number; to: number } | null>(null);
  function openLinkDialog(selection: { from: number; to: number }) {
    setLinkRange({ from: selection.from, to: selection.to });
    setDialog("link");
  }

  function applyLink(href: string | null, label: string) {
    if (!editor) return;
    if (linkRange && linkRange.to <= editor.state.doc.content.size) editor.commands.setTextSelection(linkRange);
    const chain = editor.chain().extendMarkRange("link");
    if (href === null) {
      chain.unsetLink().run();
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: label || href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  }

  return (
    <div
      className={cn(
        "rounded-xl border bg-white dark:bg-slate-900",
        invalid ? "border-red-500" : "border-slate-300 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700",
      )}
    >
      <Toolbar
        editor={editor}
        mode={mode}
        disabled={disabled}
        onMode={(next) => {
          if (next === "rich" && editor && value !== known.current) {
            known.current = value;
            editor.commands.setContent(value, { emitUpdate: false });
            loaded.current = { value, written: editor.storage.markdown.getMarkdown() };
          }
          setMode(next);
        }}
        onLink={() => editor && openLinkDialog(editor.state.selection)}
        onImage={() => setDialog("image")}
      />
      {mode === "rich" ? (
        <EditorContent editor={editor} />
      ) : (
        <TextArea
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={BLOG_LIMITS.content}
          rows={18}
          required
          disabled={disabled}
          spellCheck
          className="rounded-none border-0 font-mono text-sm leading-6 focus:ring-0"
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-b-xl border-t border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300">
        <p aria-live="polite">
          <span>{words.toLocaleString("en-IN")} {words === 1 ? "word" : "words"}</span>
          <span aria-hidden="true"> · </span>
          <span>about {proposed}</span>
        </p>
        {words > 0 && proposed !== readTime ? (
          <button
            type="button"
            onClick={() => onUseReadTime(proposed)}
            disabled={disabled}
            className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            Use “{proposed}” as the read time
          </button>
        ) : null}
      </div>
      {editor ? (
        <>
          <LinkDialog
            open={dialog === "link"}
            onClose={() => setDialog(null)}
            initialHref={(editor.getAttributes("link").href as string | undefined) ?? ""}
            hasSelection={(linkRange !== null && linkRange.from !== linkRange.to) || editor.isActive("link")}
            onApply={(href, label) => {
              focusAfterDialog.current = true;
              setDialog(null);
              applyLink(href, label);
            }}
          />
          {mediaPicker({
            open: dialog === "image",
            onClose: () => setDialog(null),
            onPick: (image) => {
              focusAfterDialog.current = true;
              setDialog(null);
              insertImage(image);
            },
            title: "Insert image",
            askAlt: true,
            confirmLabel: "Insert image",
          })}
        </>
      ) : null}
    </div>
  );
}

/** Markdown without its syntax, near enough for a word count (link addresses and image sources left out). */
function markdownAsText(markdown: string): string {
  return markdown.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}

interface ToolbarProps {
  editor: Editor | null;
  mode: "rich" | "markdown";
  disabled?: boolean;
  onMode: (mode: "rich" | "markdown") => void;
  onLink: () => void;
  onImage: () => void;
}

function Toolbar({ editor, mode, disabled, onMode, onLink, onImage }: ToolbarProps) {
  // The buttons show what the cursor is in; read on every change of the selection.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            strike: current.isActive("strike"),
            code: current.isActive("code"),
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            h4: current.isActive("heading", { level: 4 }),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            blockquote: current.isActive("blockquote"),
            link: current.isActive("link"),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const off = disabled || !editor || mode !== "rich";
  const run = (command: (editor: Editor) => void) => () => {
    if (editor) command(editor);
  };

  return (
    // Sticks to the top of the dialog while a long post scrolls under it. One row at every width: on a
    // phone the buttons scroll sideways (Tab brings each into view) instead of wrapping onto three rows,
    // fading out at the edge so that it shows there are more; the Markdown switch stays in view.
    <div
      role="toolbar"
      aria-label="Formatting"
      className="sticky -top-6 z-10 flex items-center rounded-t-xl border-b border-slate-200 bg-slate-50 p-1.5 dark:border-slate-800 dark:bg-slate-950"
    >
      {/* While every tool is disabled (the editor loading, or the Markdown view) nothing in the row can take focus,
          so a keyboard could not scroll it: it scrolls only when its tools work. */}
      <div
        className={cn(
          "flex min-w-0 flex-1 items-center gap-0.5 pr-6 [scrollbar-width:thin] max-lg:[mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)]",
          off ? "overflow-x-hidden" : "overflow-x-auto overscroll-x-contain",
        )}
      >
        <ToolButton icon={Undo2} label="Undo" shortcut="Ctrl+Z" disabled={off || !state?.canUndo} onClick={run((e) => e.chain().focus().undo().run())} />
        <ToolButton icon={Redo2} label="Redo" shortcut="Ctrl+Shift+Z" disabled={off || !state?.canRedo} onClick={run((e) => e.chain().focus().redo().run())} />
        <Separator />
        <ToolButton icon={Heading2} label="Sub-heading" shortcut="## " pressed={state?.h2} disabled={off} onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())} />
        <ToolButton icon={Heading3} label="Smaller sub-heading" shortcut="### " pressed={state?.h3} disabled={off} onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())} />
        <ToolButton icon={Heading4} label="Minor heading" shortcut="#### " pressed={state?.h4} disabled={off} onClick={run((e) => e.chain().focus().toggleHeading({ level: 4 }).run())} />
        <Separator />
        <ToolButton icon={Bold} label="Bold" shortcut="Ctrl+B" pressed={state?.bold} disabled={off} onClick={run((e) => e.chain().focus().toggleBold().run())} />
        <ToolButton icon={Italic} label="Italic" shortcut="Ctrl+I" pressed={state?.italic} disabled={off} onClick={run((e) => e.chain().focus().toggleItalic().run())} />
        <ToolButton icon={Strikethrough} label="Strikethrough" shortcut="Ctrl+Shift+S" pressed={state?.strike} disabled={off} onClick={run((e) => e.chain().focus().toggleStrike().run())} />
        <ToolButton icon={Code} label="Inline code" shortcut="Ctrl+E" pressed={state?.code} disabled={off} onClick={run((e) => e.chain().focus().toggleCode().run())} />
        <Separator />
        <ToolButton icon={List} label="Bulleted list" shortcut="- " pressed={state?.bulletList} disabled={off} onClick={run((e) => e.chain().focus().toggleBulletList().run())} />
        <ToolButton icon={ListOrdered} label="Numbered list" shortcut="1. " pressed={state?.orderedList} disabled={off} onClick={run((e) => e.chain().focus().toggleOrderedList().run())} />
        <ToolButton icon={TextQuote} label="Quote" shortcut="> " pressed={state?.blockquote} disabled={off} onClick={run((e) => e.chain().focus().toggleBlockquote().run())} />
        <ToolButton icon={Minus} label="Divider" shortcut="---" disabled={off} onClick={run((e) => e.chain().focus().setHorizontalRule().run())} />
        <Separator />
        <ToolButton icon={LinkIcon} label="Link" shortcut="Ctrl+K" pressed={state?.link} disabled={off} onClick={onLink} />
        <ToolButton icon={ImagePlus} label="Image" disabled={off} onClick={onImage} />
      </div>
      <div className="ml-auto shrink-0 border-l border-slate-200 pl-1 dark:border-slate-800">
        <button
          type="button"
          aria-pressed={mode === "markdown"}
          onClick={() => onMode(mode === "rich" ? "markdown" : "rich")}
          disabled={disabled}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold",
            mode === "markdown" ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800",
          )}
        >
          <FileCode className="size-4" aria-hidden="true" />
          Markdown
        </button>
      </div>
    </div>
  );
}

function ToolButton({ icon: Icon, label, shortcut, pressed, disabled, onClick }: { icon: LucideIcon; label: string; shortcut?: string; pressed?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keeps the selection in the text while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800",
        pressed && "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

function Separator() {
  return <span className="mx-1 h-6 w-px shrink-0 bg-slate-300 dark:bg-slate-700" aria-hidden="true" />;
}
