import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration from the difference between
// server/db/schema.ts and the last migration. Migrations are applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
