// Creates a new embedded database (PGlite's initdb) in the directory given as the only argument, then
// exits. Run as a short-lived process (server/db/embedded-files.ts) before the database's worker thread opens
// the directory: PGlite runs initdb in a second WebAssembly instance whose memory is never given back
// to the operating system, so a server whose own process created the database stayed ~500 MB larger
// (850 MB resident instead of ~330) until its first restart. Plain JavaScript, like embedded-worker.mjs.
import { PGlite } from "@electric-sql/pglite";

const [location] = process.argv.slice(2);
if (!location) {
  console.error("usage: node embedded-create.mjs <directory>");
  process.exit(2);
}
const db = await PGlite.create(location);
await db.close();
