// A Vite plugin: the server build also leaves a new embedded database, migrated and otherwise empty, in
// node_modules/.cache, made once per PGlite version and set of migrations; a first start copies it
// instead of running PostgreSQL's initdb and the migrations (server/db/embedded-files.ts, docs/decisions/058).
import type { Plugin } from "vite";
import { buildDatabaseTemplate } from "../server/db/embedded-template.ts";

export function databaseTemplate(): Plugin {
  let isSsrBuild = false;
  return {
    name: "vistaar:database-template",
    apply: "build",
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!isSsrBuild) return;
        const started = performance.now();
        try {
          if (await buildDatabaseTemplate()) this.info?.(`made the embedded database a first start copies, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        } catch (error) {
          // Not a reason to fail the build: a first start then creates its database itself, only slower.
          this.warn(`could not make the embedded database a first start copies (a first start will run initdb): ${(error as Error).message}`);
        }
      },
    },
  };
}
