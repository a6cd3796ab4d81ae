import { strFromU8, unzipSync } from "fflate";

/**
 * A tiny .xlsx reader for tests: sheet names and cell text, nothing else. An .xlsx file is a zip of
 * XML parts: xl/workbook.xml names the sheets and points (through xl/_rels/workbook.xml.rels) at one
 * xl/worksheets/*.xml part each; text cells hold an index into xl/sharedStrings.xml or inline text.
 */
export interface XlsxSheet {
  name: string;
  /** Rows top to bottom, cells left to right, as text; gaps are empty strings. */
  rows: string[][];
}

export function readXlsx(bytes: Uint8Array): XlsxSheet[] {
  const files = unzipSync(bytes);
  const part = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`The workbook has no ${path}`);
    return strFromU8(file);
  };

  const targets = new Map<string, string>();
  for (const [, attributes] of part("xl/_rels/workbook.xml.rels").matchAll(/<Relationship\b([^>]*?)\/?>/g)) {
    const { Id, Target } = attributesOf(attributes!);
    if (Id && Target) targets.set(Id, Target.startsWith("/") ? Target.slice(1) : `xl/${Target}`);
  }
  const sharedStrings = files["xl/sharedStrings.xml"]
    ? [...part("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, item]) => textOf(item!))
    : [];

  return [...part("xl/workbook.xml").matchAll(/<sheet\b([^>]*?)\/?>/g)].map(([, attributes]) => {
    const sheet = attributesOf(attributes!);
    const target = targets.get(sheet["r:id"] ?? "");
    if (!sheet.name || !target) throw new Error(`Cannot locate sheet ${sheet.name ?? "?"}`);
    return { name: decode(sheet.name), rows: readRows(part(target), sharedStrings) };
  });
}

function readRows(xml: string, sharedStrings: string[]): string[][] {
  const rows: string[][] = [];
  for (const [, rowAttributes, rowXml] of xml.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const rowIndex = Number(attributesOf(rowAttributes!).r ?? rows.length + 1) - 1;
    const cells: string[] = [];
    for (const [, cellAttributes, cellXml = ""] of rowXml!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const cell = attributesOf(cellAttributes!);
      const column = cell.r ? columnIndex(cell.r) : cells.length;
      const value = cellXml.match(/<v>([\s\S]*?)<\/v>/)?.[1];
      let text = "";
      if (cell.t === "s") text = sharedStrings[Number(value)] ?? "";
      else if (cell.t === "inlineStr") text = textOf(cellXml);
      else if (value !== undefined) text = decode(value);
      while (cells.length < column) cells.push("");
      cells[column] = text;
    }
    while (rows.length < rowIndex) rows.push([]);
    rows[rowIndex] = cells;
  }
  return rows;
}

/** "AB12" → 27 (zero-based column). */
function columnIndex(reference: string): number {
  const letters = reference.match(/^[A-Z]+/)?.[0] ?? "A";
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The text of all <t> runs inside a shared string or inline string. */
function textOf(xml: string): string {
  return [...xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map(([, text]) => decode(text!)).join("");
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attributes[name!] = value!;
  return attributes;
}

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === "#") return String.fromCodePoint(entity[1] === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[entity.toLowerCase()]!;
  });
}
