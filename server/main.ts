// Production entry: bundled by `react-router build` together with the React Router server build.
import * as build from "virtual:react-router/server-build";
import { CLIENT_BUILD_DIR } from "./project-root.ts";
import { startServer } from "./start.ts";

await startServer({ pages: { build, mode: "production", clientDir: CLIENT_BUILD_DIR } });
