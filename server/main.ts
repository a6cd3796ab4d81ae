// Production entry: bundled by `react-router build` together with the React Router server build.
import { CLIENT_BUILD_DIR } from "./project-root.ts";
import { loadConfigOrExit, openDatabaseOrExit } from "./start-database.ts";

// The database first: the embedded database's worker starts PGlite (about a second on a small machine)
// while the rest of the server and React Router's build load (docs/decisions/058).
const config = loadConfigOrExit();
const database = openDatabaseOrExit(config);
const [{ startServer }, build] = await Promise.all([import("./start.ts"), import("virtual:react-router/server-build")]);
await startServer({ pages: { build, mode: "production", clientDir: CLIENT_BUILD_DIR }, begun: { config, database } });
