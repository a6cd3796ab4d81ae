import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The features of the app, public (`app/features/<domain>`) and admin (`app/features/admin/<domain>`).
 * Each is a boundary: it may use components/, lib/, content/ and contracts/, never another feature
 * (routes compose features; bulletproof-react's rule).
 */
const directories = (folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = [
  ...directories("app/features").filter((name) => name !== "admin"),
  ...directories("app/features/admin").map((name) => `admin/${name}`),
];

const boundaries = [
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature: move what both need to components/ or lib/, or compose them in the route.",
  })),
  {
    target: "./app/components",
    from: "./app/features",
    message: "Components know no feature: pass what they need as props.",
  },
  {
    target: "./contracts",
    from: ["./app", "./server"],
    message: "contracts/ is shared by the browser and the server, so it imports neither.",
  },
];

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "test-results/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX, "check-file": checkFile },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // no-cycle follows imports into other modules: it parses them as TypeScript too.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../*/../*"], message: "Use the #app, #server or #contracts import aliases." }] },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{app,contracts,server,scripts,tests}/**/": "KEBAB_CASE" }],
    },
  },
  {
    // The browser bundle never includes server code: app/ reaches server/ only from *.server.ts modules
    // (loaders and actions that call services directly) and the server entry. Tests are not shipped.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*/../*"], message: "Use the #app, #server or #contracts import aliases." },
            { group: ["\\#server/*"], message: "app/ imports server/ only from *.server.ts files (server code never reaches the browser)." },
          ],
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: "Import each icon from lucide-react/icons/<name> (docs/decisions/042): through the barrel, every icon the admin uses lands in the public pages' JavaScript.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "server/**/*.mjs"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", performance: "readonly" },
    },
  },
);
